"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useModal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { TIME_FORMATS } from "@/lib/time/formats";
import {
  useAvailabilitySettings,
  useCustomDays,
  useDeleteCustomDay,
  useProviderCalendar,
  useUpdateAvailabilitySettings,
} from "../api";
import type { CalendarSetupType } from "../schemas";
import { intervalText } from "../time-picker";
import { MinimumNotice } from "./minimum-notice";
import { PracticeZoneNote } from "./practice-zone-note";
import { SpecificDateModal } from "./specific-date-modal";
import { usePracticeZone } from "./use-practice-zone";
import { WeeklyEditor } from "./weekly-editor";

const card = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6";

/** The availability page: setup type, weekly hours and specific dates of one scope. */
export function AvailabilitySetup() {
  const t = useTranslations("Availability");
  const tc = useTranslations("Common");
  const settings = useAvailabilitySettings();
  const update = useUpdateAvailabilitySettings();
  const [picked, setPicked] = useState<string>();

  if (settings.isLoading) return <Spinner label={tc("loading")} />;
  if (!settings.data) return <p role="alert">{tc("genericError")}</p>;
  const { calendarSetupType, categories, timezone, minimumNoticeHours } = settings.data;
  const category =
    calendarSetupType === "BY_CATEGORY" ? (picked ?? categories[0]?.identifier) : undefined;

  async function setType(type: CalendarSetupType) {
    try {
      await update.mutateAsync({ calendarSetupType: type });
      toast.success(t("saved"));
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="setup-heading" className={card}>
        <h2 id="setup-heading" className="text-lg font-semibold">
          {t("setupTitle")}
        </h2>
        <PracticeZoneNote timezone={timezone} className="mt-1 text-sm text-muted" />
        <fieldset className="mt-4 flex flex-wrap gap-3">
          <legend className="sr-only">{t("setupTitle")}</legend>
          {(["GENERAL", "BY_CATEGORY"] as const).map((type) => (
            <label
              key={type}
              className={`flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm ring-1 ${
                calendarSetupType === type ? "bg-brand-100 ring-brand-400" : "ring-stone-300"
              }`}
            >
              <input
                type="radio"
                name="setup"
                checked={calendarSetupType === type}
                onChange={() => setType(type)}
                disabled={update.isPending || (type === "BY_CATEGORY" && !categories.length)}
                className="accent-brand-600"
              />
              {t(`setup.${type}`)}
            </label>
          ))}
        </fieldset>
        <MinimumNotice hours={minimumNoticeHours} />
        {calendarSetupType === "BY_CATEGORY" && (
          <label className="mt-4 block text-sm font-medium">
            {t("category")}
            <select
              value={category}
              onChange={(e) => setPicked(e.target.value)}
              className="mt-1 block w-full max-w-xs rounded-xl border border-stone-300 bg-white px-3 py-2"
            >
              {categories.map((c) => (
                <option key={c.identifier} value={c.identifier}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </section>
      <section aria-labelledby="weekly-heading" className={card}>
        <h2 id="weekly-heading" className="text-lg font-semibold">
          {t("weeklyTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("weeklyIntro")}</p>
        <WeeklyEditor key={category ?? "general"} category={category} />
      </section>
      <SpecificDates category={category} />
    </div>
  );
}

function SpecificDates({ category }: { category?: string }) {
  const t = useTranslations("Availability");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const custom = useCustomDays(category);
  const calendar = useProviderCalendar(category);
  const remove = useDeleteCustomDay();
  const modal = useModal("specific-date-add");
  const zoneOn = usePracticeZone();
  const format = new Intl.DateTimeFormat(locale, { ...TIME_FORMATS.recordDay, timeZone: "UTC" });
  const practiceZone = calendar.data?.timezone;
  const zone = (date: string) => (practiceZone ? zoneOn(practiceZone, `${date}T12:00:00Z`) : null);

  return (
    <section aria-labelledby="specific-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="specific-heading" className="text-lg font-semibold">
            {t("specificTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("specificIntro")}</p>
        </div>
        <Button variant="secondary" onClick={modal.show} disabled={!calendar.data}>
          {t("addSpecificDate")}
        </Button>
      </div>
      {custom.isLoading ? (
        <Spinner label={tc("loading")} />
      ) : custom.data?.length ? (
        <ul className="mt-4 divide-y divide-stone-200">
          {custom.data.map((d) => (
            <li key={d.identifier} className="flex items-center justify-between gap-3 py-3 text-sm">
              <span>
                <span className="font-medium">
                  {format.format(new Date(`${d.date}T00:00:00Z`))}
                </span>
                {" · "}
                {d.isAvailable
                  ? d.timeslotIntervals.map((i) => intervalText(i, locale, zone(d.date))).join(", ")
                  : t("unavailable")}
              </span>
              <Button
                variant="ghost"
                className="!px-3 !py-1.5"
                onClick={async () => {
                  try {
                    toast.success((await remove.mutateAsync(d.identifier)).message);
                  } catch (error) {
                    toast.error(errorToMessage(error, tc("genericError")));
                  }
                }}
              >
                {t("useWeekly")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted">{t("noSpecificDates")}</p>
      )}
      {calendar.data && (
        <SpecificDateModal
          open={modal.open}
          onClose={modal.hide}
          from={calendar.data.from}
          to={calendar.data.to}
          bookedOn={(date) => calendar.data.days.find((d) => d.date === date)?.bookedTimes ?? 0}
          category={category}
        />
      )}
    </section>
  );
}
