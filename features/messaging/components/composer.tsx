"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { UploadProgress } from "@/components/ui/upload-progress";
import { errorToMessage } from "@/lib/api/error-message";
import { useSendMessage } from "../api";
import { ACCEPT_ATTRIBUTE, ALLOWED_EXTENSIONS, extensionOf, shortFileName } from "../file-types";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, MESSAGE_TEXT_MAX } from "../schemas";

const draftKey = (conversationId: string) => `messages:draft:${conversationId}`;

function readDraft(conversationId: string) {
  try {
    return window.localStorage.getItem(draftKey(conversationId)) ?? "";
  } catch {
    return "";
  }
}

function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useTranslations("Messaging");
  const url = useMemo(
    () => (file.type.startsWith("image/") ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <li className="flex items-center gap-2 rounded-lg bg-white py-1 pr-1 pl-2 text-sm ring-1 ring-stone-200">
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL)
        <img src={url} alt="" className="size-8 rounded object-cover" />
      ) : (
        <span aria-hidden className="text-xs font-bold text-muted uppercase">
          {extensionOf(file.name)}
        </span>
      )}
      <span>{shortFileName(file.name)}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t("removeFile", { name: file.name })}
        className="rounded-full px-2 text-muted hover:bg-stone-100"
      >
        ×
      </button>
    </li>
  );
}

/** Text and files, kept as a draft per conversation across reloads, sent with upload progress. */
export function Composer({ conversationIdentifier }: { conversationIdentifier: string }) {
  const t = useTranslations("Messaging");
  const send = useSendMessage();
  const [text, setText] = useState(() => readDraft(conversationIdentifier));
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    try {
      if (text) window.localStorage.setItem(draftKey(conversationIdentifier), text);
      else window.localStorage.removeItem(draftKey(conversationIdentifier));
    } catch {
      // private mode: no draft, nothing else breaks
    }
  }, [text, conversationIdentifier]);

  const addFiles = (chosen: FileList | null) => {
    if (!chosen) return;
    const next = [...files, ...Array.from(chosen)];
    setProblem(undefined);
    if (next.length > ATTACHMENTS_MAX)
      return setProblem(t("tooManyFiles", { max: ATTACHMENTS_MAX }));
    if (next.some((f) => f.size > ATTACHMENT_MAX_BYTES)) return setProblem(t("fileTooLarge"));
    if (next.some((f) => !(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(f.name))))
      return setProblem(t("fileType"));
    setFiles(next);
  };

  const submit = () => {
    const body = text.trim();
    if (!body && !files.length) return;
    if (body.length > MESSAGE_TEXT_MAX)
      return setProblem(t("textTooLong", { max: MESSAGE_TEXT_MAX }));
    setProblem(undefined);
    setProgress(files.length ? 0 : undefined);
    send.mutate(
      {
        conversationIdentifier,
        text: body,
        files,
        onProgress: files.length ? setProgress : undefined,
      },
      {
        onSuccess: () => {
          setText("");
          setFiles([]);
        },
        onError: (error) => setProblem(errorToMessage(error, t("genericError"))),
        onSettled: () => setProgress(undefined),
      },
    );
  };

  return (
    <form
      method="post"
      className="border-t border-stone-200 bg-stone-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {files.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={t("attach")}>
          {files.map((file, i) => (
            <FilePreview
              key={`${file.name}-${i}`}
              file={file}
              onRemove={() => setFiles(files.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
      {progress !== undefined && (
        <UploadProgress
          className="mb-2"
          percent={Math.round(progress * 100)}
          label={t("sending", { percent: Math.round(progress * 100) })}
          caption={t("sending", { percent: Math.round(progress * 100) })}
        />
      )}
      {problem && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          id="message-files"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = "";
          }}
        />
        <Button
          variant="secondary"
          className="size-10 shrink-0 px-0"
          onClick={() => input.current?.click()}
          aria-label={t("attach")}
          title={t("attach")}
        >
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M13.5 6.5 7.8 12.2a1.5 1.5 0 0 0 2.1 2.1l6-6a3 3 0 0 0-4.2-4.2l-6 6a4.5 4.5 0 0 0 6.4 6.4l5-5" />
          </svg>
        </Button>
        <label className="sr-only" htmlFor="message-text">
          {t("composerLabel")}
        </label>
        <textarea
          id="message-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          rows={1}
          maxLength={MESSAGE_TEXT_MAX}
          placeholder={t("composerPlaceholder")}
          className="max-h-40 min-h-10 flex-1 resize-y rounded-2xl border border-stone-300 bg-white px-4 py-2 text-sm"
        />
        <Button
          type="submit"
          className="shrink-0"
          disabled={send.isPending || (!text.trim() && !files.length)}
        >
          {t("send")}
        </Button>
      </div>
      {text.length > MESSAGE_TEXT_MAX - 200 && (
        <p className="mt-1 text-right text-xs text-muted">
          {t("characters", { count: text.length, max: MESSAGE_TEXT_MAX })}
        </p>
      )}
    </form>
  );
}
