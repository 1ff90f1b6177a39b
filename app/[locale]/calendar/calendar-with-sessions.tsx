"use client";

import { ProviderCalendar } from "@/features/availability/components/provider-calendar";
import { DaySessions } from "@/features/booking/components/calendar-day-sessions";

/** The therapist's calendar with each day's sessions, who and when, in its panel. */
export function CalendarWithSessions() {
  return <ProviderCalendar dayDetail={(day) => <DaySessions {...day} />} />;
}
