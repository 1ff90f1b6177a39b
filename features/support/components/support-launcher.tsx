"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { Spinner } from "@/components/ui/spinner";
import { routing } from "@/lib/i18n/routing";
import { supportWidgetAllowed } from "../widget-routes";
import { useTuckedBubble } from "./use-tucked-bubble";

type Form = ComponentType<{ page: string }>;

// The chat and the form (react-hook-form, the field components) are fetched when someone opens
// the widget, or points at its button, not with every page.
const loadForm = () => import("./support-panel").then((m) => m.SupportPanel as Form);

const withoutLocale = (pathname: string) => {
  const [, first, ...rest] = pathname.split("/");
  return (routing.locales as readonly string[]).includes(first ?? "")
    ? `/${rest.join("/")}`
    : pathname;
};

/**
 * The support widget's button and panel (spec section 2), on the routes where it is allowed: a
 * live chat with support when signed in and support is online, else the contact form. The
 * panel is not modal: the page stays usable beside it. Escape or the close button hide it, and
 * what was typed stays for when it opens again.
 */
export function SupportLauncher() {
  const t = useTranslations("Support");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [ContactForm, setContactForm] = useState<Form>();
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const widget = useRef<HTMLDivElement>(null);

  const load = () => {
    setFailed(false);
    loadForm().then(
      (form) => setContactForm(() => form),
      () => setFailed(true),
    );
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const shown = supportWidgetAllowed(pathname);
  // The bubble floats over the page (issue 74): a button scrolled to or focused stops above it
  // rather than under it, and the page's end scrolls clear of it (the spacer below).
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.classList.add("scroll-pb-24");
    return () => root.classList.remove("scroll-pb-24");
  }, [shown]);
  const tucked = useTuckedBubble(button, widget, shown && !open);

  if (!shown) return null;

  const toggle = () => {
    if (!open && !ContactForm) load();
    setOpen(!open);
  };

  return (
    <div ref={widget} className="print:hidden">
      <div aria-hidden className="h-16 sm:h-20" />
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={`${panelId}-title`}
        tabIndex={-1}
        hidden={!open}
        className="fixed right-3 bottom-20 z-30 max-h-[calc(100dvh-10rem)] w-[min(24rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-stone-200 outline-none sm:right-6"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${panelId}-title`} className="text-lg font-semibold">
            {t("widgetTitle")}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t("widgetClose")}
            className="-mt-1 -mr-1 rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-ink"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </button>
        </div>
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-xs text-amber-900 ring-1 ring-amber-200">
          {t("crisis")}
        </p>
        <div className="mt-4">
          {ContactForm ? (
            <ContactForm page={withoutLocale(pathname)} />
          ) : failed ? (
            <div role="alert" className="space-y-3 text-sm">
              <p>{t("loadFailed")}</p>
              <button type="button" onClick={load} className="font-semibold underline">
                {t("retry")}
              </button>
            </div>
          ) : (
            <Spinner label={t("loading")} />
          )}
        </div>
      </div>
      <button
        ref={button}
        type="button"
        onClick={toggle}
        onPointerEnter={() => void loadForm()}
        aria-expanded={open}
        aria-controls={panelId}
        data-tucked={tucked || undefined}
        // Tucked: all but a strip in the page's side margin, off the screen's edge, until focused.
        className="fixed right-3 bottom-3 z-30 inline-flex transition-transform duration-200 motion-reduce:transition-none data-tucked:not-focus-visible:translate-x-[calc(100%+2px)] items-center gap-2 rounded-full bg-ink px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-stone-800 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none sm:right-6 sm:bottom-6"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
          <path
            fillRule="evenodd"
            d="M10 2c-4.418 0-8 3.134-8 7 0 1.76.743 3.37 1.97 4.6-.097 1.016-.417 2.13-.771 2.966-.079.186.074.394.273.362 2.256-.37 3.597-.938 4.18-1.234A9.77 9.77 0 0 0 10 16c4.418 0 8-3.134 8-7s-3.582-7-8-7Z"
            clipRule="evenodd"
          />
        </svg>
        {t(open ? "widgetClose" : "widgetOpen")}
      </button>
    </div>
  );
}
