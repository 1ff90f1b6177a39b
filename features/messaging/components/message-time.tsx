"use client";

import { useLocale } from "next-intl";
import { TIME_FORMATS } from "@/lib/time/formats";

/** A message's time on the viewer's clock: the hour today, the date before that. */
export function MessageTime({ iso, withDate = false }: { iso: string; withDate?: boolean }) {
  const locale = useLocale();
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  const format = today && !withDate ? "clock" : withDate ? "record" : "recordDay";
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {new Intl.DateTimeFormat(locale, TIME_FORMATS[format]).format(date)}
    </time>
  );
}
