"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { errorToMessage } from "@/lib/api/error-message";
import { useCalendarFeed, useChangeCalendarFeed } from "../api";

/**
 * The viewer's calendar subscription (decision 0306): an address their calendar app polls. Its
 * address is shown once, when made; later the panel says it is on and offers a new one.
 */
export function CalendarFeedPanel() {
  const t = useTranslations("Booking");
  const localTime = useLocalDateTime();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);

  const act = (what: "create" | "delete") =>
    change.mutate(what, {
      onSuccess: (answer) => {
        setUrl(answer.url ?? null);
        if (what === "delete") toast.success(t("calendarFeed.turnedOff"));
      },
      onError: (error) => toast.error(errorToMessage(error, t("calendarFeed.failed"))),
    });

  if (feed.isPending) return null;
  const active = feed.data?.active ?? false;
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        {t("calendarFeed.title")}
      </h2>
      <p className="mt-2 max-w-prose text-sm text-muted">{t("calendarFeed.intro")}</p>
      {feed.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorToMessage(feed.error, t("calendarFeed.failed"))}
        </p>
      )}
      {url ? (
        <div className="mt-4 space-y-3">
          <label htmlFor="calendar-feed-url" className="block text-sm font-medium">
            {t("calendarFeed.linkLabel")}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-xl border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs"
          />
          <p className="text-sm text-muted">{t("calendarFeed.howTo")}</p>
          <div className="flex flex-wrap gap-3">
            <CopyButton
              text={url}
              label={t("calendarFeed.copy")}
              copiedMessage={t("calendarFeed.copied")}
            />
            <a
              href={url.replace(/^https?:/, "webcal:")}
              className="inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold text-brand-800 underline"
            >
              {t("calendarFeed.open")}
            </a>
          </div>
          <p className="rounded-xl bg-brand-50 p-3 text-sm">{t("calendarFeed.secret")}</p>
        </div>
      ) : active && feed.data?.createdAt ? (
        <p className="mt-4 text-sm">
          {t("calendarFeed.activeSince", {
            date: localTime(feed.data.createdAt, "recordDay"),
          })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant={active ? "secondary" : "primary"}
          disabled={change.isPending}
          onClick={() => act("create")}
        >
          {active ? t("calendarFeed.replace") : t("calendarFeed.create")}
        </Button>
        {active && (
          <Button variant="secondary" disabled={change.isPending} onClick={() => act("delete")}>
            {t("calendarFeed.turnOff")}
          </Button>
        )}
      </div>
      {active && !url && <p className="mt-2 text-xs text-muted">{t("calendarFeed.replaceHint")}</p>}
    </section>
  );
}
