"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { useImportClients } from "../api";
import { emailsOf, type ImportResult } from "../schemas";
import { EmailsForm, ManualForm, ModeTabs, type ManualRows } from "./import-forms";
import { ImportSuccessModal } from "./import-success-modal";

const PAGE = "/clients/imported/email-manual";

/**
 * "Import clients": a link to the import page that, once the page's scripts run, opens the same
 * email and manual-entry forms in a modal instead (decision 0709). A finished import closes it
 * for the import success modal; "Import more" opens it again with the refused rows to mend.
 */
export function ImportClientsModal({ className }: { className?: string }) {
  const t = useTranslations("ClientImport");
  const modal = useModal("import-clients");
  const [mode, setMode] = useState<"emails" | "manual">("emails");
  const [emails, setEmails] = useState("");
  const [rows, setRows] = useState<ManualRows | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ answer: ImportResult; labels: string[] } | null>(null);
  const mutation = useImportClients();

  const run = async (input: Parameters<typeof mutation.mutateAsync>[0], labels: string[]) => {
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync(input);
      modal.hide();
      setResult({ answer, labels });
      return answer;
    } catch (error) {
      setFailure(errorToMessage(error, t("genericError")));
      return null;
    }
  };
  const close = () => {
    if (mutation.isPending) return;
    modal.hide();
    setFailure(null);
  };

  return (
    <>
      <Link
        href={PAGE}
        className={className ?? buttonClass("primary")}
        onClick={(e) => {
          e.preventDefault();
          modal.show();
        }}
      >
        {t("importClients")}
      </Link>
      <Modal open={modal.open} onClose={close} title={t("importTitle")} wide>
        <div className="space-y-4">
          <p className="text-sm text-muted">{t("importIntro")}</p>
          <ModeTabs
            modes={[
              ["emails", t("byEmail")],
              ["manual", t("manual")],
            ]}
            mode={mode}
            onChange={setMode}
          />
          <div role="tabpanel">
            {mode === "emails" ? (
              <EmailsForm
                busy={mutation.isPending}
                initial={emails}
                onKeep={setEmails}
                onSubmit={(value) => run({ mode: "emails", emails: value }, emailsOf(value))}
              />
            ) : (
              <ManualForm
                busy={mutation.isPending}
                initial={rows}
                onKeep={setRows}
                onSubmit={(clients) =>
                  run(
                    { mode: "manual", clients },
                    clients.map((c) => c.email),
                  )
                }
              />
            )}
          </div>
          {failure ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <Link
            href={PAGE}
            className="inline-block text-sm font-semibold text-brand-800 underline underline-offset-4"
            onClick={() => modal.hide()}
          >
            {t("csvInstead")}
          </Link>
        </div>
      </Modal>
      <ImportSuccessModal
        result={result?.answer ?? null}
        labels={result?.labels ?? []}
        onClose={() => setResult(null)}
        onImportMore={() => {
          setResult(null);
          modal.show();
        }}
      />
    </>
  );
}
