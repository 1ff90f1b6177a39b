"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { errorToMessage } from "@/lib/api/error-message";
import { useUpdateAvailabilitySettings } from "../api";

/** Choices in hours; the API accepts any whole number of hours up to a week. */
const NOTICE_HOURS = [0, 1, 2, 4, 8, 12, 24, 48, 72, 168];

/** How long before a session clients may still book it. */
export function MinimumNotice({ hours }: { hours: number }) {
  const t = useTranslations("Availability");
  const tc = useTranslations("Common");
  const update = useUpdateAvailabilitySettings();
  const choices = NOTICE_HOURS.includes(hours)
    ? NOTICE_HOURS
    : [...NOTICE_HOURS, hours].sort((a, b) => a - b);

  async function save(next: number) {
    try {
      await update.mutateAsync({ minimumNoticeHours: next });
      toast.success(t("saved"));
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <div className="mt-4 text-sm">
      <label htmlFor="minimum-notice" className="block font-medium">
        {t("minimumNotice")}
      </label>
      <select
        id="minimum-notice"
        value={hours}
        disabled={update.isPending}
        aria-describedby="minimum-notice-hint"
        onChange={(e) => save(Number(e.target.value))}
        className="mt-1 block w-full max-w-xs rounded-xl border border-stone-300 bg-white px-3 py-2"
      >
        {choices.map((h) => (
          <option key={h} value={h}>
            {h === 0 ? t("noticeNone") : t("noticeHours", { hours: h })}
          </option>
        ))}
      </select>
      <p id="minimum-notice-hint" className="mt-1 text-muted">
        {t("minimumNoticeHint")}
      </p>
    </div>
  );
}
