"use client";

import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/modal";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { ImportResult } from "../schemas";

/** The import success modal: what happened, row by row for the failures, and "Go To Dashboard". */
export function ImportSuccessModal({
  result,
  labels = [],
  onClose,
  onImportMore = onClose,
}: {
  result: ImportResult | null;
  /** What the therapist typed for each row (its address), to name a refused one by it. */
  labels?: string[];
  onClose: () => void;
  /** "Import more": by default back to the form under it; the import modal opens itself again. */
  onImportMore?: () => void;
}) {
  const t = useTranslations("ClientImport");
  if (!result) return null;
  const counts: [string, number][] = [
    [t("countInvited"), result.invited],
    [t("countAlready"), result.alreadyImported],
    [t("countDuplicates"), result.duplicates],
    [t("countFailed"), result.failed.length],
  ];
  return (
    <Modal open onClose={onClose} title={t("successTitle")}>
      <dl className="grid grid-cols-2 gap-3">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {result.failed.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t("failedRows")}</h3>
          <ul className="mt-2 max-h-40 space-y-1 overflow-y-auto text-sm">
            {result.failed.map((f) => (
              <li key={f.row} className="break-words">
                {labels[f.row - 1]
                  ? t("namedReason", { name: labels[f.row - 1]!, reason: f.reason })
                  : t("rowReason", { row: f.row, reason: f.reason })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onImportMore} className={buttonClass("secondary")}>
          {t("importMore")}
        </button>
        <Link href="/clients/imported/" className={buttonClass("primary")}>
          {t("goToDashboard")}
        </Link>
      </div>
    </Modal>
  );
}
