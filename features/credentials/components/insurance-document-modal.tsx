"use client";

import { useTranslations } from "next-intl";
import { FilePreviewModal } from "@/components/ui/file-preview-modal";
import { shortFileName } from "@/lib/files/sniff";
import { useInsuranceFile } from "../api";
import type { InsuranceFile } from "../schemas";
import { previewKind } from "./insurance-files";

/** The insurance-document modal (spec section 2): one insurance file in the file preview. */
export function InsuranceDocumentModal({
  file,
  onClose,
}: {
  file: InsuranceFile;
  onClose: () => void;
}) {
  const tc = useTranslations("Credentials");
  const common = useTranslations("Common");
  const query = useInsuranceFile(file.identifier);
  return (
    <FilePreviewModal
      title={shortFileName(file.filename)}
      name={file.filename}
      kind={query.data ? previewKind(query.data.type) : null}
      blob={query.data}
      pending={query.isPending}
      failed={query.isError}
      labels={{
        loading: common("loading"),
        failed: tc("insurance.fileError"),
        noPreview: tc("insurance.noPreview"),
        close: common("close"),
        download: tc("insurance.downloadFile"),
      }}
      onClose={onClose}
    />
  );
}
