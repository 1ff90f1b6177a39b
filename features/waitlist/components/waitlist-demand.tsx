"use client";

import { useLocale, useTranslations } from "next-intl";
import { QueryState } from "@/components/ui/query-state";
import { useWaitlistDemand } from "../api";
import { weekdayName, WEEK } from "./weekday-names";

/**
 * The therapist's waitlist: how many wait for each weekday and hour of their zone. Counts only;
 * the API sends no name.
 */
export function WaitlistDemandView() {
  const t = useTranslations("Waitlist");
  const locale = useLocale();
  const demand = useWaitlistDemand();
  return (
    <QueryState
      query={demand}
      isEmpty={(d) => d.waiting === 0}
      labels={{
        loading: t("loading"),
        failed: t("demand.loadFailed"),
        retry: t("retry"),
        empty: t("demand.empty"),
      }}
    >
      {(d) => {
        const hours = [...new Set(d.cells.map((c) => c.hour))].sort((a, b) => a - b);
        const count = (weekday: number, hour: number) =>
          d.cells.find((c) => c.weekday === weekday && c.hour === hour)?.count ?? 0;
        return (
          <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
            <p className="font-semibold">{t("demand.waiting", { count: d.waiting })}</p>
            <p className="text-sm text-muted">{t("demand.intro", { zone: d.timezone })}</p>
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-center text-sm tabular-nums">
                <thead>
                  <tr>
                    <th scope="col" className="p-2 text-left font-medium text-muted">
                      {t("demand.hour")}
                    </th>
                    {WEEK.map((day) => (
                      <th key={day} scope="col" className="p-2 font-medium">
                        {weekdayName(locale, day)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {hours.map((hour) => (
                    <tr key={hour} className="border-t border-stone-100">
                      <th scope="row" className="p-2 text-left font-medium text-muted">
                        {String(hour).padStart(2, "0")}:00
                      </th>
                      {WEEK.map((day) => {
                        const n = count(day, hour);
                        return (
                          <td key={day} className="p-1">
                            <span
                              className={`inline-flex h-8 w-8 items-center justify-center rounded-lg ${
                                n ? "bg-brand-200 font-semibold" : "text-stone-300"
                              }`}
                            >
                              {n || "·"}
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
