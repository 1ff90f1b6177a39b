"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { useStaffMe } from "@/features/staff/api";
import { Link } from "@/lib/i18n/navigation";
import { useInboxAction, useInboxConversation } from "../chat-api";
import { ChatComposer } from "./chat-composer";
import { ChatLines } from "./chat-lines";
import { LiveMark, useInboxPresence } from "./use-inbox-presence";

/** /staff/support/{id}/: one conversation, live: reply, assign, resolve. */
export function InboxConversation({ id }: { id: string }) {
  const t = useTranslations("SupportInbox");
  const live = useInboxPresence();
  const conversation = useInboxConversation(id);
  const action = useInboxAction(id);
  // Whether it is already the viewer's own, so "Assign to me" is not offered again.
  const me = useStaffMe();
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/staff/support/" className="text-sm font-semibold underline">
          {t("back")}
        </Link>
        <LiveMark status={live} labels={{ live: t("live"), reconnecting: t("reconnecting") }} />
      </div>
      <QueryState
        query={conversation}
        isEmpty={() => false}
        labels={{ loading: t("title"), failed: t("loadFailed"), retry: t("retry"), empty: "" }}
      >
        {(c) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h1 className="text-2xl font-bold">{c.personName}</h1>
                <p className="text-sm text-muted">
                  {c.personEmail} ·{" "}
                  {c.assigneeName ? t("assignedTo", { name: c.assigneeName }) : t("unassigned")}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {c.assigneeId !== me.data?.userId && (
                  <Button
                    variant="secondary"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ kind: "assign" })}
                  >
                    {t("assignMe")}
                  </Button>
                )}
                {c.assigneeId && (
                  <Button
                    variant="ghost"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ kind: "assign", assigneeId: null })}
                  >
                    {t("unassign")}
                  </Button>
                )}
                {c.status === "open" && (
                  <Button
                    disabled={action.isPending}
                    onClick={() => action.mutate({ kind: "resolve" })}
                  >
                    {t("resolve")}
                  </Button>
                )}
              </div>
            </div>
            {action.isError && (
              <p role="alert" className="text-sm text-red-700">
                {t("actionFailed")}
              </p>
            )}
            {c.status === "resolved" && (
              <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
                {t("resolvedNote")}
              </p>
            )}
            {c.byEmail && (
              <p className="text-sm text-muted">{t("byEmailNote", { email: c.personEmail })}</p>
            )}
            <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <ChatLines
                lines={c.messages}
                label={t("title")}
                mine={(line) => line.fromStaff}
                authorOf={(line) =>
                  line.fromStaff ? t("staffAuthor", { name: line.authorName ?? "–" }) : c.personName
                }
                className="max-h-[55vh]"
              />
            </div>
            <ChatComposer
              label={t("replyLabel")}
              placeholder={t("replyLabel")}
              sendLabel={t("send")}
              sendingLabel={t("sending")}
              failedText={t("actionFailed")}
              onSend={(text) => action.mutateAsync({ kind: "reply", text })}
            />
          </div>
        )}
      </QueryState>
    </section>
  );
}
