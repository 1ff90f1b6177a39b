"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorToMessage } from "@/lib/api/error-message";
import { useClock } from "@/lib/time/use-clock";
import { followWithFreshSession, useReloadAfterRenewal } from "@/lib/api/fresh-session";
import { useEditMessage } from "../api";
import { shortFileName } from "../file-types";
import { EDIT_WINDOW_MINUTES, MESSAGE_TEXT_MAX, type Attachment, type Message } from "../schemas";
import { MessageText } from "./message-text";
import { MessageTime } from "./message-time";

/** The time to the half minute is enough for the edit window. */
const TICK_MS = 30_000;

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

function AttachmentView({ file, mine }: { file: Attachment; mine: boolean }) {
  const t = useTranslations("Messaging");
  const reload = useReloadAfterRenewal(file.url);
  if (file.contentType.startsWith("image/"))
    return (
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        onClick={followWithFreshSession}
        aria-label={t("openFile", { name: file.fileName })}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a member-only file from our API */}
        <img
          key={reload.key}
          onError={reload.onError}
          src={file.url}
          alt={file.fileName}
          className="max-h-60 max-w-full rounded-lg object-contain"
        />
      </a>
    );
  if (file.contentType.startsWith("audio/"))
    return (
      <audio
        key={reload.key}
        onError={reload.onError}
        controls
        src={file.url}
        className="w-64 max-w-full"
        aria-label={file.fileName}
      />
    );
  if (file.contentType.startsWith("video/"))
    return (
      <video
        key={reload.key}
        onError={reload.onError}
        controls
        src={file.url}
        className="max-h-60 max-w-full rounded-lg"
        aria-label={file.fileName}
      />
    );
  return (
    <a
      href={file.url}
      download={file.fileName}
      onClick={followWithFreshSession}
      className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ${mine ? "bg-brand-50 ring-brand-300" : "bg-stone-50 ring-stone-200"}`}
      aria-label={t("openFile", { name: file.fileName })}
    >
      <svg aria-hidden viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
        <path d="M5 2h6l4 4v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm6 1.5V7h3.5L11 3.5Z" />
      </svg>
      <span className="font-medium">{shortFileName(file.fileName)}</span>
      <span className="text-xs text-muted">{kb(file.size)}</span>
    </a>
  );
}

/** One message: own on the right with its actions, the other person's on the left. */
export function MessageBubble({
  message,
  mine,
  showSeen,
  onDelete,
}: {
  message: Message;
  mine: boolean;
  showSeen: boolean;
  onDelete: () => void;
}) {
  const t = useTranslations("Messaging");
  const edit = useEditMessage();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.text ?? "");
  const now = useClock(TICK_MS);
  const deleted = Boolean(message.deletedAt);
  const editable =
    mine &&
    !deleted &&
    message.text !== null &&
    now - new Date(message.createdAt).getTime() < EDIT_WINDOW_MINUTES * 60_000;

  const save = () => {
    if (!draft.trim()) return;
    edit.mutate(
      { identifier: message.identifier, text: draft },
      { onSuccess: () => setEditing(false) },
    );
  };

  return (
    <li className={`group flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        className={`flex max-w-[85%] flex-col gap-1 sm:max-w-[70%] ${mine ? "items-end" : "items-start"}`}
      >
        <div
          className={`rounded-2xl px-4 py-2 ${
            deleted
              ? "bg-stone-100 text-muted italic"
              : mine
                ? "rounded-br-sm bg-brand-200"
                : "rounded-bl-sm bg-white ring-1 ring-stone-200"
          }`}
        >
          {deleted ? (
            <p>{t("deleted")}</p>
          ) : editing ? (
            <form
              method="post"
              onSubmit={(e) => {
                e.preventDefault();
                save();
              }}
              className="flex min-w-60 flex-col gap-2"
            >
              <label className="sr-only" htmlFor={`edit-${message.identifier}`}>
                {t("editLabel")}
              </label>
              <textarea
                id={`edit-${message.identifier}`}
                value={draft}
                maxLength={MESSAGE_TEXT_MAX}
                onChange={(e) => setDraft(e.target.value)}
                rows={3}
                autoFocus
                className="w-full rounded-lg border border-stone-300 bg-white p-2 text-sm"
              />
              {edit.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {errorToMessage(edit.error, t("genericError"))}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" className="px-3 py-1" onClick={() => setEditing(false)}>
                  {t("cancel")}
                </Button>
                <Button
                  type="submit"
                  className="px-3 py-1"
                  disabled={edit.isPending || !draft.trim()}
                >
                  {t("save")}
                </Button>
              </div>
            </form>
          ) : (
            <div className="space-y-2">
              {message.attachments.length > 0 && (
                <div className="flex flex-col gap-2">
                  {message.attachments.map((file) => (
                    <AttachmentView key={file.identifier} file={file} mine={mine} />
                  ))}
                </div>
              )}
              {message.text && <MessageText text={message.text} />}
            </div>
          )}
        </div>
        <div
          className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 px-1 text-xs whitespace-nowrap text-muted ${mine ? "justify-end" : ""}`}
        >
          <MessageTime iso={message.createdAt} withDate />
          {message.editedAt && !deleted && <span>· {t("edited")}</span>}
          {mine && showSeen && !deleted && <span>· {message.seenAt ? t("seen") : t("sent")}</span>}
          {mine && !deleted && !editing && (
            <span className="flex gap-1">
              {editable && (
                <button
                  type="button"
                  className="rounded px-1 underline-offset-2 hover:underline"
                  onClick={() => {
                    setDraft(message.text ?? "");
                    setEditing(true);
                  }}
                >
                  {t("edit")}
                </button>
              )}
              <button
                type="button"
                className="rounded px-1 text-red-700 underline-offset-2 hover:underline"
                onClick={onDelete}
              >
                {t("delete")}
              </button>
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
