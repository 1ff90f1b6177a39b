"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { LocalTime, useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useMarkNotificationsRead, useNotifications } from "../api";
import type { Notification } from "../schemas";
import { sentenceKey, targetOf, untimedSentenceKey } from "./notification-text";

function Sentence({ notification: n }: { notification: Notification }) {
  const t = useTranslations("Notifications");
  const locale = useLocale();
  const format = useLocalDateTime();
  const { at, from, times, count, rating, amount, currency, month } = n.details;
  const untimed = untimedSentenceKey(n);
  if (untimed) return t(`untimed.${untimed}`, { who: n.actorName ?? t("someone") });
  return t(`kinds.${sentenceKey(n)}`, {
    who: n.actorName ?? t("someone"),
    at: at ? format(at, "session") : t("noTime"),
    from: from ? format(from, "session") : t("noTime"),
    times: (times ?? []).map((time) => format(time, "session")).join("; "),
    count: count ?? 1,
    rating: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating ?? 0),
    amount: amount !== undefined && currency ? formatMoney(amount, currency, locale) : "",
    month: month
      ? new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${month}-15T12:00:00Z`),
        )
      : "",
  });
}

/**
 * A person's notifications, newest first (decision 0508). Once the first page is on the screen,
 * everything up to its newest is marked read: the bell clears, and the rows keep their "New" mark
 * until the list is read again.
 */
export function NotificationsList() {
  const t = useTranslations("Notifications");
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const marked = useRef<string | undefined>(undefined);
  const newest = list.data?.pages[0]?.data[0];

  useEffect(() => {
    if (!newest || newest.read || marked.current === newest.identifier) return;
    marked.current = newest.identifier;
    markRead.mutate(newest.identifier);
  }, [newest, markRead]);

  if (list.isPending) return <Spinner label={t("loading")} />;
  if (list.isError)
    return (
      <LoadFailed message={t("failed")} retryLabel={t("retry")} onRetry={() => list.refetch()} />
    );
  const items = list.data.pages.flatMap((page) => page.data);
  if (!items.length)
    return (
      <p className="rounded-2xl bg-white p-5 text-sm text-muted ring-1 ring-stone-200">
        {t("empty")}
      </p>
    );
  return (
    <div className="space-y-4">
      <ul
        aria-label={t("title")}
        className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200"
      >
        {items.map((n) => {
          const target = targetOf(n);
          return (
            <li key={n.identifier} className="flex items-start gap-3 p-4">
              <span
                aria-hidden
                className={`mt-1.5 size-2 shrink-0 rounded-full ${n.read ? "bg-stone-300" : "bg-brand-600"}`}
              />
              <div className="min-w-0 flex-1 space-y-1">
                <p className={`text-sm ${n.read ? "text-stone-700" : "font-medium text-ink"}`}>
                  <Sentence notification={n} />
                </p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <LocalTime iso={n.createdAt} />
                  {!n.read && (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-900">
                      {t("unread")}
                    </span>
                  )}
                </p>
              </div>
              {target && (
                <Link
                  href={target}
                  className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-brand-900 underline underline-offset-2 hover:bg-brand-100"
                >
                  {t("open")}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t("loadingOlder") : t("older")}
        </Button>
      )}
    </div>
  );
}
