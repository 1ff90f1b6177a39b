"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { errorToMessage } from "@/lib/api/error-message";
import { useFailedEmails, useRetryEmail } from "../api";
import { useUrlFilters } from "./use-url-filters";

/**
 * /staff/emails/: emails SMTP refused after every attempt (decision 0804), recipient masked,
 * never a subject or body; Retry puts one back in the queue (decision 0808).
 */
export function FailedEmails() {
  const t = useTranslations("Staff");
  const { page, set } = useUrlFilters([] as const);
  const list = useFailedEmails(page);
  const retry = useRetryEmail();
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("emails.title")}</h1>
        <p className="text-muted">{t("emails.intro")}</p>
      </div>
      <PagedList
        query={list}
        onPage={(p) => set({ page: p })}
        keyOf={(row) => row.identifier}
        labels={{
          loading: t("emails.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("emails.empty"),
        }}
      >
        {(row) => (
          <>
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium">
                {row.kind} · <span className="font-normal">{row.recipient}</span>
              </p>
              <p className="text-sm text-muted">
                {t("emails.queued")}: <LocalTime iso={row.createdAt} /> ·{" "}
                {t("emails.attempts", { count: row.attempts })}
              </p>
              {row.lastError && (
                <p className="break-words text-sm">
                  {t("emails.error")}: <code className="text-red-800">{row.lastError}</code>
                </p>
              )}
            </div>
            <Button
              variant="secondary"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(row.identifier, {
                  onSuccess: () => toast.success(t("emails.retried")),
                  onError: (e) => toast.error(errorToMessage(e, t("actionFailed"))),
                })
              }
            >
              {t("emails.retry")}
            </Button>
          </>
        )}
      </PagedList>
    </section>
  );
}
