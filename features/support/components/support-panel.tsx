"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useSupportChat, useWriteToSupport } from "../chat-api";
import { useLiveSupport } from "../use-live-support";
import { ChatComposer } from "./chat-composer";
import { ChatLines } from "./chat-lines";
import { ContactForm } from "./contact-form";

/**
 * What the support widget holds (decision 0811): signed in with support staff online, a live
 * chat; otherwise today's contact form, with the person's conversation above it when they have
 * one (an answer sent by email shows there too). If the chat cannot load, the form still works.
 */
export function SupportPanel({ page }: { page: string }) {
  const t = useTranslations("Support");
  const chat = useSupportChat();
  const write = useWriteToSupport();
  const signedIn = chat.data?.signedIn ?? false;
  const live = useLiveSupport(signedIn);

  if (chat.isPending) return <Spinner label={t("chat.loadingChat")} />;
  const state = chat.data;
  const lines = state?.messages ?? [];
  const thread = lines.length > 0 && (
    <ChatLines
      lines={lines}
      label={t("chat.history")}
      mine={(line) => !line.fromStaff}
      authorOf={(line) => (line.fromStaff ? t("chat.support") : t("chat.you"))}
      className="max-h-72"
    />
  );
  const resolved = state?.conversation?.status === "resolved" && (
    <p className="text-xs text-muted">{t("chat.resolved")}</p>
  );

  if (state?.signedIn && state.staffOnline)
    return (
      <div className="space-y-3">
        <p className="flex items-start gap-2 text-sm text-muted">
          <span
            aria-hidden="true"
            className={`mt-1.5 size-2 shrink-0 rounded-full ${live === "online" ? "bg-emerald-500" : "bg-amber-500"}`}
          />
          {t("chat.online")}
          {live !== "online" && <span className="sr-only">{t("chat.reconnecting")}</span>}
        </p>
        {thread || <p className="text-sm text-muted">{t("chat.empty")}</p>}
        {resolved}
        <ChatComposer
          label={t("chat.label")}
          placeholder={t("chat.placeholder")}
          sendLabel={t("chat.send")}
          sendingLabel={t("chat.sending")}
          failedText={t("chat.failed")}
          onSend={(text) => write.mutateAsync({ text })}
        />
      </div>
    );

  return (
    <div className="space-y-3">
      {state?.signedIn ? (
        <p className="text-sm text-muted">{t("chat.offline")}</p>
      ) : (
        <p className="text-sm text-muted">{t("widgetIntro")}</p>
      )}
      {thread}
      {resolved}
      <ContactForm page={page} compact />
    </div>
  );
}
