"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorToMessage } from "@/lib/api/error-message";
import { useImportClients } from "../api";
import { emailsOf, type ImportResult } from "../schemas";
import { CsvForm } from "./csv-form";
import { EmailsForm, ManualForm, ModeTabs } from "./import-forms";
import { ImportSuccessModal } from "./import-success-modal";

type Mode = "emails" | "manual" | "csv";

/** /clients/imported/email-manual: import by a list of emails, by manual entry, or by a CSV file. */
export function ImportClients() {
  const t = useTranslations("ClientImport");
  const [mode, setMode] = useState<Mode>("emails");
  const [result, setResult] = useState<{ answer: ImportResult; labels: string[] } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useImportClients(setProgress);

  /**
   * Sends one import. `labels` name each row as the therapist typed it (an address), so the
   * answer can say which one was refused; the form keeps the refused rows to be mended.
   */
  const run = async (input: Parameters<typeof mutation.mutateAsync>[0], labels: string[] = []) => {
    setProgress(input.mode === "csv" ? 0 : null);
    try {
      const answer = await mutation.mutateAsync(input);
      setResult({ answer, labels });
      return answer;
    } catch (error) {
      toast.error(errorToMessage(error, t("genericError")));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const tabs: [Mode, string][] = [
    ["emails", t("byEmail")],
    ["manual", t("manual")],
    ["csv", t("csv")],
  ];
  return (
    <div className="space-y-6">
      <ModeTabs modes={tabs} mode={mode} onChange={setMode} />
      <div
        role="tabpanel"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {mode === "emails" ? (
          <EmailsForm
            busy={mutation.isPending}
            onSubmit={(emails) => run({ mode: "emails", emails }, emailsOf(emails))}
          />
        ) : mode === "manual" ? (
          <ManualForm
            busy={mutation.isPending}
            onSubmit={(clients) =>
              run(
                { mode: "manual", clients },
                clients.map((c) => c.email),
              )
            }
          />
        ) : (
          <CsvForm
            busy={mutation.isPending}
            progress={progress}
            onSubmit={async (file) => Boolean(await run({ mode: "csv", file }))}
          />
        )}
      </div>
      <ImportSuccessModal
        result={result?.answer ?? null}
        labels={result?.labels ?? []}
        onClose={() => setResult(null)}
      />
    </div>
  );
}
