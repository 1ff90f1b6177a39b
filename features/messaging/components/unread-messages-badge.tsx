"use client";

import { useLocale } from "next-intl";
import { useUnreadCount } from "../api";

/** The most a badge counts before it says "99+" (as the header's bell). */
const BADGE_MAX = 99;

/**
 * How many messages from others wait unread, beside "Messages" in the dashboard's navigation and
 * on the overview's card (decision 0520 keeps it current). Nothing while none wait; a screen
 * reader hears the number as part of the link's name, in the words for one or for more.
 */
export function UnreadMessagesBadge({
  label,
}: {
  /** The words after the number: one form, or one for one message and one for more. */
  label: string | { one: string; other: string };
}) {
  const locale = useLocale();
  const count = useUnreadCount().data ?? 0;
  if (count < 1) return null;
  const shown = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
  const words =
    typeof label === "string"
      ? label
      : new Intl.PluralRules(locale).select(count) === "one"
        ? label.one
        : label.other;
  // A space of its own before the words: every browser then names the link "Messages (2 unread)".
  return (
    <>
      {" "}
      <span className="sr-only">{`(${shown} ${words})`}</span>
      <span
        aria-hidden
        className="ml-auto min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white"
      >
        {shown}
      </span>
    </>
  );
}
