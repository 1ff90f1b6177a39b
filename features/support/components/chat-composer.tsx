"use client";

import { useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONTACT_MESSAGE_MAX } from "../limits";

/**
 * A line to send: Enter sends, Shift+Enter starts a new line. What was typed stays when sending
 * fails, with the failure said under it.
 */
export function ChatComposer({
  label,
  placeholder,
  sendLabel,
  sendingLabel,
  failedText,
  onSend,
}: {
  label: string;
  placeholder: string;
  sendLabel: string;
  sendingLabel: string;
  failedText: string;
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(trimmed);
      setText("");
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form method="post" onSubmit={submit} className="space-y-2">
      <label className="sr-only" htmlFor="support-chat-text">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id="support-chat-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          rows={2}
          maxLength={CONTACT_MESSAGE_MAX}
          className="min-w-0 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <Button type="submit" disabled={sending || !text.trim()}>
          {sending ? sendingLabel : sendLabel}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failedText}
        </p>
      )}
    </form>
  );
}
