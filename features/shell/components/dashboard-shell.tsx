"use client";

import { useState, type ReactNode } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { currentArea, type NavArea, type NavKey } from "../nav";

export type NavItem = NavArea & { label: string };

type Props = {
  items: NavItem[];
  labels: { nav: string; menu: string };
  /** Shown after an area's name (how many messages are unread). */
  badges?: Partial<Record<NavKey, ReactNode>>;
  /** Shown on the phone's folded menu, which hides the areas' badges (the same count, named). */
  menuBadge?: ReactNode;
  /** Shown above the side navigation (the client's face and name). */
  header?: ReactNode;
  children: ReactNode;
};

/**
 * The signed-in person's dashboard frame: a side navigation on a desktop and a compact menu on a
 * phone, with the current area marked. Outside the dashboard's areas it renders the page alone.
 */
export function DashboardShell({ items, labels, badges, menuBadge, header, children }: Props) {
  const pathname = usePathname();
  const current = currentArea(items, pathname);
  const [open, setOpen] = useState(false);
  if (!current) return <>{children}</>;

  const list = (id: string) => (
    <ul id={id} className="space-y-1">
      {items.map((item) => {
        const active = item.key === current.key;
        return (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              onClick={() => setOpen(false)}
              className={`flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition ${
                active
                  ? "bg-brand-100 text-ink ring-1 ring-brand-300"
                  : "text-stone-700 hover:bg-stone-100 hover:text-ink"
              }`}
            >
              <span
                aria-hidden
                className={`size-2 rounded-full ${active ? "bg-brand-600" : "bg-stone-300"}`}
              />
              {item.label}
              {badges?.[item.key]}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="mx-auto w-full max-w-7xl lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6 lg:px-6 print:block">
      <aside className="hidden py-8 lg:block print:hidden">
        <div className="sticky top-24 space-y-4">
          {header}
          <nav aria-label={labels.nav}>{list("dashboard-nav")}</nav>
        </div>
      </aside>
      {/* The phone's menu is a landmark only while open: the sidebar's, hidden on a phone, is the
          other, and a page has one landmark of a name. */}
      <div className="border-b border-stone-200 bg-white px-4 py-2 lg:hidden print:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-stone-300"
        >
          <span className="flex flex-1 items-center gap-2 pr-2">
            <span>
              {labels.menu}: <span className="text-brand-900">{current.label}</span>
            </span>
            {!open && menuBadge}
          </span>
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className={`size-4 transition ${open ? "rotate-180" : ""}`}
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
        {open && (
          <nav aria-label={labels.nav} className="pt-2">
            {list("dashboard-menu")}
          </nav>
        )}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
