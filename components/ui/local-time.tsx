"use client";

import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { TIME_FORMATS, type TimeFormat } from "@/lib/time/formats";

const noSubscription = () => () => {};

/**
 * Formats instants on the viewer's own clock, in one of the site's formats (`TIME_FORMATS`), for
 * text that cannot hold a <LocalTime> (a value in a translated sentence). The server cannot know
 * the viewer's zone, and next-intl's formatter uses the server's (UTC) in the browser too, so: UTC
 * on the server and while hydrating (labelled when a time of day shows), the browser's zone from
 * then on. Being the viewer's own zone, it is not named then.
 */
export function useLocalDateTime() {
  const locale = useLocale();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (iso: string, format: TimeFormat) => {
    const options: Intl.DateTimeFormatOptions = TIME_FORMATS[format];
    if (inBrowser) return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
    const utc = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    return `${utc.format(new Date(iso))}${options.timeStyle ? " UTC" : ""}`;
  };
}

/** An instant shown on the viewer's own clock (see useLocalDateTime); when something happened unless told. */
export function LocalTime({ iso, format = "record" }: { iso: string; format?: TimeFormat }) {
  const localTime = useLocalDateTime();
  return <time dateTime={iso}>{localTime(iso, format)}</time>;
}
