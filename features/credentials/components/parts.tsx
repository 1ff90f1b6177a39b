"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { shortFileName } from "@/lib/files/sniff";
import type { CredentialFile } from "../schemas";

/** A section of the credentials page: its heading, a line about it, an action and the body. */
export function SectionCard({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={id} className="text-xl font-semibold hyphens-auto">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A stored file's name (shortened after 15 characters) opening it in a new tab, and a download
 * link. The API checks the owner: the browser sends the session cookie with these GETs.
 */
export function FileLinks({ file, extra }: { file: CredentialFile; extra?: ReactNode }) {
  const t = useTranslations("Credentials");
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <a
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
        // The name holds the shortened name as shown (axe label-content-name-mismatch: speech
        // users say what they see); the full one is its description.
        aria-label={t("open", { name: shortFileName(file.filename) })}
        title={file.filename}
        className="truncate font-medium text-brand-800 underline underline-offset-4"
      >
        {shortFileName(file.filename)}
      </a>
      <a
        href={`${file.url}?download`}
        download={file.filename}
        aria-label={t("download", { name: file.filename })}
        className="text-sm text-muted underline underline-offset-4 hover:text-ink"
      >
        ↓
      </a>
      {extra}
    </span>
  );
}

/** A list's failure to load, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("Credentials");
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
      <p>{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
