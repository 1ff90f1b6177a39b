"use client";

import { useLocale } from "next-intl";

/** A message's time on the viewer's clock: the hour today, the date before that. */
export function MessageTime({ iso, withDate = false }: { iso: string; withDate?: boolean }) {
  const locale = useLocale();
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  const options: Intl.DateTimeFormatOptions =
    today && !withDate
      ? { timeStyle: "short" }
      : withDate
        ? { dateStyle: "medium", timeStyle: "short" }
        : { dateStyle: "short" };
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {new Intl.DateTimeFormat(locale, options).format(date)}
    </time>
  );
}
