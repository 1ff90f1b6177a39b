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
    <div className="flex flex-col gap-3 rounded-2xl bg-stone-50 p-4 sm:flex-row sm:items-center">
      <p className="text-sm text-muted sm:flex-1">{t("exportHint")}</p>
      <Button
        variant="secondary"
        className="self-start sm:self-auto"
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
