"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorToMessage } from "@/lib/api/error-message";
import { useJoinWaitlist } from "../api";
import { WAITLIST_MAX_DAYS } from "../schemas";
import { weekdayName, WEEK } from "./weekday-names";

type Props = {
  providerId: string;
  providerName: string;
  categories: { identifier: string; name: string }[];
  modalities: string[];
};

const field =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-200";

/** A YYYY-MM-DD date `days` from today on this device's calendar. */
function localDate(days = 0) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * Joining a therapist's waitlist: a therapy, the days and hours the client can come (in this
 * device's zone, which is sent with them), and the dates, at most WAITLIST_MAX_DAYS ahead.
 */
export function JoinWaitlistForm({ providerId, providerName, categories, modalities }: Props) {
  const t = useTranslations("Waitlist");
  const locale = useLocale();
  const join = useJoinWaitlist();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [category, setCategory] = useState(categories[0]?.identifier ?? "");
  const [days, setDays] = useState<number[]>([]);
  const [from, setFrom] = useState("09:00");
  const [to, setTo] = useState("17:00");
  const [fromDate, setFromDate] = useState(() => localDate());
  const [toDate, setToDate] = useState(() => localDate(30));
  const [daysError, setDaysError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!days.length) return setDaysError(true);
    join.mutate(
      {
        providerId,
        therapyCategoryId: category,
        modality: modalities.includes("video") ? "video" : (modalities[0] ?? "video"),
        weekdays: days,
        ranges: [{ from, to }],
        fromDate,
        toDate,
        timezone: zone,
      },
      {
        onSuccess: () => toast.success(t("join.joined")),
        onError: (error) => toast.error(errorToMessage(error, t("failed"))),
      },
    );
  }

  const toggle = (day: number) => {
    setDaysError(false);
    setDays((chosen) =>
      chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day],
    );
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
      aria-labelledby="join-waitlist-title"
    >
      <div className="space-y-1">
        <h2 id="join-waitlist-title" className="text-xl font-semibold">
          {t("join.title")}: {providerName}
        </h2>
        <p className="text-sm text-muted">{t("join.intro")}</p>
      </div>
      <label className="block text-sm font-medium">
        {t("join.category")}
        <select className={field} value={category} onChange={(e) => setCategory(e.target.value)}>
          {categories.map((c) => (
            <option key={c.identifier} value={c.identifier}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="text-sm font-medium">{t("join.weekdays")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEK.map((day) => (
            <label
              key={day}
              className={`cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 ${
                days.includes(day)
                  ? "bg-brand-400 font-semibold ring-brand-400"
                  : "bg-white ring-stone-300"
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={days.includes(day)}
                onChange={() => toggle(day)}
              />
              {weekdayName(locale, day)}
            </label>
          ))}
        </div>
        {daysError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t("join.noDays")}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm font-medium">
          {t("join.from")}
          <input
            type="time"
            className={field}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            required
          />
        </label>
        <label className="block text-sm font-medium">
          {t("join.to")}
          <input
            type="time"
            className={field}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            required
          />
        </label>
        <label className="block text-sm font-medium">
          {t("join.fromDate")}
          <input
            type="date"
            className={field}
            value={fromDate}
            min={localDate()}
            max={localDate(WAITLIST_MAX_DAYS)}
            onChange={(e) => setFromDate(e.target.value)}
            required
          />
        </label>
        <label className="block text-sm font-medium">
          {t("join.toDate")}
          <input
            type="date"
            className={field}
            value={toDate}
            min={fromDate}
            max={localDate(WAITLIST_MAX_DAYS)}
            onChange={(e) => setToDate(e.target.value)}
            required
          />
        </label>
      </div>
      <p className="text-sm text-muted">{t("join.zone", { zone })}</p>
      <Button type="submit" disabled={join.isPending}>
        {t("join.submit")}
      </Button>
    </form>
  );
}
