"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useModal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { shortFileName } from "@/lib/files/sniff";
import { useDeleteInsurance, useInsurance } from "../api";
import type { InsuranceFile } from "../schemas";
import { sizeInKb } from "./insurance-files";
import { InsuranceDocumentModal } from "./insurance-document-modal";
import { InsuranceUploadModal } from "./insurance-upload-modal";
import { LoadError, SectionCard } from "./parts";

/** The indemnity insurance documents: the list, several uploaded at once, each deletable. */
export function InsuranceSection() {
  const tc = useTranslations("Credentials");
  const common = useTranslations("Common");
  const query = useInsurance();
  const uploadModal = useModal("insurance-upload");
  const previewModal = useModal("insurance-document");
  const [previewing, setPreviewing] = useState<InsuranceFile | null>(null);
  const [deleting, setDeleting] = useState<InsuranceFile | null>(null);
  const remove = useDeleteInsurance();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.identifier);
      toast.success(tc("insurance.deleted"));
      setDeleting(null);
    } catch (error) {
      toast.error(errorToMessage(error, common("genericError")));
    }
  };

  return (
    <SectionCard
      id="insurance-title"
      title={tc("insurance.title")}
      intro={tc("insurance.intro")}
      action={<Button onClick={uploadModal.show}>{tc("insurance.upload")}</Button>}
    >
      <div>
        {query.isPending ? (
          <Spinner label={common("loading")} />
        ) : query.isError ? (
          <LoadError message={tc("insurance.loadError")} onRetry={() => query.refetch()} />
        ) : !query.data.length ? (
          <p className="rounded-2xl bg-stone-50 p-4 text-sm text-muted">{tc("insurance.empty")}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {query.data.map((f) => (
              <li
                key={f.identifier}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                  <button
                    type="button"
                    title={f.filename}
                    aria-label={tc("insurance.previewNamed", { name: shortFileName(f.filename) })}
                    onClick={() => {
                      setPreviewing(f);
                      previewModal.show();
                    }}
                    className="truncate font-medium text-brand-800 underline underline-offset-4"
                  >
                    {shortFileName(f.filename)}
                  </button>
                  <a
                    href={`${f.url}?download`}
                    download={f.filename}
                    aria-label={tc("download", { name: f.filename })}
                    className="text-sm text-muted underline underline-offset-4 hover:text-ink"
                  >
                    ↓
                  </a>
                  <span className="text-sm text-muted">
                    {tc("insurance.size", { size: sizeInKb(f.size) })}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  className="self-start px-4 text-red-700 sm:self-auto"
                  aria-label={tc("insurance.deleteNamed", { name: f.filename })}
                  onClick={() => setDeleting(f)}
                >
                  {tc("delete")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={Boolean(deleting)}
        danger
        title={tc("insurance.deleteTitle")}
        body={tc("insurance.deleteBody", { name: deleting?.filename ?? "" })}
        confirmLabel={tc("delete")}
        busyLabel={tc("working")}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <InsuranceUploadModal open={uploadModal.open} onClose={uploadModal.hide} />
      {previewModal.open && previewing ? (
        <InsuranceDocumentModal file={previewing} onClose={previewModal.hide} />
      ) : null}
    </SectionCard>
  );
}
