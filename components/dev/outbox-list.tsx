"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { typedApi } from "@/lib/api/typed";

/** Renders an email's text with its links clickable. */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="whitespace-pre-wrap text-sm">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all font-medium text-brand-800 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export function OutboxList() {
  const t = useTranslations("DevOutbox");
  const format = useFormatter();
  const emails = useQuery({
    queryKey: ["dev", "outbox"],
    queryFn: async () => (await typedApi.get("/dev/outbox")).data,
    refetchInterval: 3000,
  });

  if (emails.isLoading) return <Spinner label={t("loading")} />;
  if (emails.isError) return <p role="alert">{t("unavailable")}</p>;
  if (!emails.data?.length) return <p className="text-muted">{t("empty")}</p>;
  return (
    <ul className="space-y-4">
      {emails.data.map((email) => (
        <li
          key={email.identifier}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
        >
          <article aria-label={email.subject}>
            <p className="text-xs text-muted">
              {t("to")} {email.to} ·{" "}
              {format.dateTime(new Date(email.createdAt), {
                dateStyle: "medium",
                timeStyle: "medium",
              })}
            </p>
            <h2 className="mt-1 font-semibold">{email.subject}</h2>
            <div className="mt-2">
              <TextWithLinks text={email.text} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
