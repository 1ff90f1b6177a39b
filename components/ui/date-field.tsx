"use client";

import { useLocale, useTranslations } from "next-intl";
import { forwardRef, useId, useRef, useState } from "react";
import { datePattern, formatLocalDate, isIsoDate, parseLocalDate } from "@/lib/i18n/local-date";
import { useFieldError } from "./text-field";

type Props = {
  label: string;
  /** YYYY-MM-DD, or empty. */
  value: string | null | undefined;
  /**
   * YYYY-MM-DD once the text is a date within min and max, "" when emptied, else the text itself
   * (a form's schema then refuses it; a filter applies only dates: `isIsoDate`).
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
  /** A schema's message key or a server's message; shown instead of the field's own. */
  error?: string;
  name?: string;
  id?: string;
  autoComplete?: string;
  /** The smaller size of filter bars. */
  compact?: boolean;
  className?: string;
};

/**
 * A date typed and shown the way the page's language writes it (31.01.2026 in German), with the
 * browser's calendar one click away. A native date input shows the browser's own language
 * instead, whatever the page's, so it is only the hidden source of that calendar.
 */
export const DateField = forwardRef<HTMLInputElement, Props>(function DateField(
  {
    label,
    value,
    onChange,
    onBlur,
    min,
    max,
    error,
    compact = false,
    className = "",
    id,
    ...input
  },
  ref,
) {
  const locale = useLocale();
  const t = useTranslations("DateField");
  const generated = useId();
  const inputId = id ?? generated;
  const calendar = useRef<HTMLInputElement>(null);
  const pattern = datePattern(locale, { day: t("day"), month: t("month"), year: t("year") });

  const shown = (v: string | null | undefined) =>
    isIsoDate(v) ? formatLocalDate(v, locale) : (v ?? "");
  const problem = (text: string) => {
    if (!text.trim()) return undefined;
    const iso = parseLocalDate(text, locale);
    if (!iso) return t("invalid", { pattern });
    if (min && iso < min) return t("tooEarly", { date: formatLocalDate(min, locale) });
    if (max && iso > max) return t("tooLate", { date: formatLocalDate(max, locale) });
  };
  const valueOf = (text: string) =>
    !text.trim() ? "" : problem(text) ? text : parseLocalDate(text, locale)!;

  const [text, setText] = useState(() => shown(value));
  const [synced, setSynced] = useState(value);
  const [touched, setTouched] = useState(false);
  if (value !== synced) {
    setSynced(value);
    // A value from outside (loaded, reset, cleared) replaces the text; the echo of our own does not.
    if ((value ?? "") !== valueOf(text)) setText(shown(value));
  }

  const type = (next: string) => {
    setText(next);
    onChange(valueOf(next));
  };
  const message = useFieldError()(error) ?? (touched ? problem(text) : undefined);
  const size = compact ? "py-2 text-sm" : "py-2.5";

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          ref={ref}
          id={inputId}
          type="text"
          inputMode="numeric"
          placeholder={pattern}
          value={text}
          onChange={(e) => type(e.target.value)}
          onBlur={() => {
            setTouched(true);
            if (!problem(text) && text.trim()) setText(shown(valueOf(text)));
            onBlur?.();
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          className={`block w-full rounded-xl border bg-white pr-10 pl-3 text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${size} ${
            message ? "border-red-600" : "border-stone-300"
          }`}
          {...input}
        />
        {/* Only the source of the browser's calendar below the field; never focused or read. */}
        <input
          ref={calendar}
          type="date"
          tabIndex={-1}
          aria-hidden
          value={isIsoDate(value) ? value : ""}
          min={min}
          max={max}
          onChange={(e) => {
            setTouched(true);
            setText(shown(e.target.value));
            onChange(e.target.value);
          }}
          className="pointer-events-none absolute inset-0 -z-10 opacity-0"
        />
        <button
          type="button"
          aria-label={t("openCalendar", { label })}
          onClick={() => {
            try {
              calendar.current?.showPicker();
            } catch {
              // No calendar in this browser (or not now): typing still works.
            }
          }}
          className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-xl text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className="size-5 fill-none stroke-current stroke-[1.6]"
          >
            <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
            <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
          </svg>
        </button>
      </div>
      {message ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
});
