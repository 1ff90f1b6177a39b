"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { UploadProgress } from "@/components/ui/upload-progress";
import { CSV_MAX_BYTES } from "../schemas";

/** Import from a CSV file: a page only, for its upload's progress and long failure lists. */
export function CsvForm({
  busy,
  progress,
  onSubmit,
}: {
  busy: boolean;
  progress: number | null;
  onSubmit: (file: File) => Promise<boolean>;
}) {
  const t = useTranslations("ClientImport");
  const tv = useTranslations("Validation");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      method="post"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!file) return setError(tv("importCsvInvalid"));
        if (file.size > CSV_MAX_BYTES) return setError(tv("importCsvTooLarge"));
        setError(null);
        await onSubmit(file);
      }}
      className="space-y-3"
    >
      <FilePicker
        id="import-csv"
        label={t("csvLabel")}
        accept=".csv,text/csv"
        chosen={file?.name}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <p className="text-xs text-muted">{t("csvHint")}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {busy && progress !== null ? (
        <UploadProgress percent={progress} label={t("uploading")} />
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? t("importing") : t("uploadCsv")}
      </Button>
    </form>
  );
}
