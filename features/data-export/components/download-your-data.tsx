"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { useDownloadPersonalData, useDownloadPersonalFiles } from "../api";

/**
 * "Your data" on /account/security: a copy of what we hold of the person (decision 0507) and of
 * the files they gave us or were sent (0511); the server emails them of each download (0512).
 */
export function DownloadYourData() {
  const t = useTranslations("DataExport");
  const download = useDownloadPersonalData();
  const files = useDownloadPersonalFiles();
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
      <p className="mt-2 text-sm text-muted">{t("filesIntro")}</p>
      <p className="mt-2 text-sm text-muted">{t("emailed")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
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
        <Button
          variant="secondary"
          disabled={files.isPending}
          onClick={() =>
            files.mutate(undefined, {
              onSuccess: () => toast.success(t("filesSaved")),
              // Having no files is not a failure: said plainly, not in red.
              onError: (error) =>
                errorCode(error) === ErrorCode.NO_FILES
                  ? toast(errorToMessage(error, t("filesFailed")))
                  : toast.error(errorToMessage(error, t("filesFailed"))),
            })
          }
        >
          {files.isPending ? t("preparingFiles") : t("downloadFiles")}
        </Button>
      </div>
    </section>
  );
}
