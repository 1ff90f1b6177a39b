"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorToMessage } from "@/lib/api/error-message";
import { useDownloadPersonalData } from "../api";

/** "Your data" on /account/security: a copy of what we hold of the person (decision 0507). */
export function DownloadYourData() {
  const t = useTranslations("DataExport");
  const download = useDownloadPersonalData();
  return (
    <section
      aria-labelledby="data-export-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="data-export-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      <p className="mt-2 text-sm text-muted">{t("notes")}</p>
      <div className="mt-4">
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () => toast.success(t("saved")),
              onError: (error) => toast.error(errorToMessage(error, t("failed"))),
            })
          }
        >
          {download.isPending ? t("preparing") : t("download")}
        </Button>
      </div>
    </section>
  );
}
