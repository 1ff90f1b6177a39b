"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorToMessage } from "@/lib/api/error-message";
import { useExportClientNotes } from "../api";

/** "Download all notes" under a client's notes (decision 0704): the record to keep elsewhere. */
export function ExportNotes({ clientId }: { clientId: string }) {
  const t = useTranslations("Notes");
  const exporting = useExportClientNotes(clientId);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-stone-50 p-4">
      <p className="min-w-0 flex-1 text-sm text-muted">{t("exportHint")}</p>
      <Button
        variant="secondary"
        disabled={exporting.isPending}
        onClick={() =>
          exporting.mutate(undefined, {
            onSuccess: () => toast.success(t("exported")),
            onError: (error) => toast.error(errorToMessage(error, t("exportFailed"))),
          })
        }
      >
        {exporting.isPending ? t("exporting") : t("export")}
      </Button>
    </div>
  );
}
