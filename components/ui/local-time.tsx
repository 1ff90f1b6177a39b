"use client";

import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * An instant shown on the viewer's own clock. The server cannot know the viewer's zone, so the
 * server render shows UTC (labelled) and the browser replaces it on hydration.
 */
export function LocalTime({ iso, options }: { iso: string; options?: Intl.DateTimeFormatOptions }) {
  const locale = useLocale();
  const format = {
    dateStyle: "medium",
    timeStyle: "short",
    ...options,
  } as Intl.DateTimeFormatOptions;
  const text = useSyncExternalStore(
    noSubscription,
    () => new Intl.DateTimeFormat(locale, format).format(new Date(iso)),
    () =>
      `${new Intl.DateTimeFormat(locale, { ...format, timeZone: "UTC" }).format(new Date(iso))} UTC`,
  );
  return <time dateTime={iso}>{text}</time>;
}
