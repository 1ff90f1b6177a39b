"use client";

import { Link } from "@/lib/i18n/navigation";
import { useUnreadNotifications } from "../api";
import { useLiveNews } from "../use-live-news";

/** The most a badge counts before it says "99+". */
const BADGE_MAX = 99;

/**
 * The header's way to the notifications (decision 0508), with how many are new, kept current by
 * live news (0520). The badge sits over the icon's corner, so its arrival moves nothing; the
 * link's name says the number in words.
 */
export function NotificationBell({ labels }: { labels: { title: string; new: string } }) {
  useLiveNews();
  const unread = useUnreadNotifications();
  const count = unread.data ?? 0;
  const badge = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
  return (
    <Link
      href="/notifications"
      aria-label={count > 0 ? `${labels.title}, ${badge} ${labels.new}` : labels.title}
      className="relative grid size-10 place-items-center rounded-full text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100 hover:text-ink"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
