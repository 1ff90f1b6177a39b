"use client";

import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * Formats instants on the viewer's own clock, for text that cannot hold a <LocalTime> (a value in
 * a translated sentence). The server cannot know the viewer's zone, and next-intl's formatter
 * uses the server's (UTC) in the browser too, so: UTC on the server and while hydrating (labelled
 * when a time of day shows), the browser's zone from then on.
 */
export function useLocalDateTime() {
  const locale = useLocale();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (iso: string, options: Intl.DateTimeFormatOptions) => {
    if (inBrowser) return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
    const utc = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    return `${utc.format(new Date(iso))}${options.timeStyle ? " UTC" : ""}`;
  };
}

/** An instant shown on the viewer's own clock (see useLocalDateTime). */
export function LocalTime({ iso, options }: { iso: string; options?: Intl.DateTimeFormatOptions }) {
  const format = useLocalDateTime();
  return (
    <time dateTime={iso}>
      {format(iso, { dateStyle: "medium", timeStyle: "short", ...options })}
    </time>
  );
}
