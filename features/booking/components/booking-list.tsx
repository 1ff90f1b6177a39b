"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useBookings, type ListPart } from "../api";
import type { BookingStatus } from "../schemas";
import { BookingRow } from "./booking-row";
import { PageNav } from "./page-nav";
import { ScheduledRows, type HeadingLevel } from "./scheduled-rows";
import { UPCOMING_STATUSES } from "./upcoming-statuses";

const PAST: BookingStatus[] = ["completed", "cancelled", "expired", "rejected"];

type Role = "client" | "provider";

/**
 * One part of a list, a page at a time: the dated sessions grouped by today, this week and later;
 * the open ones (to schedule later, awaiting payment) or the past ones as they come.
 */
function ListPartView({
  role,
  statuses,
  part,
  limit,
  empty,
  level = 3,
}: {
  role: Role;
  statuses: BookingStatus[];
  part?: ListPart;
  limit?: number;
  empty?: string;
  level?: HeadingLevel;
}) {
  const tc = useTranslations("Common");
  const [page, setPage] = useState(1);
  const list = useBookings(role, statuses, page, part);
  if (list.isLoading) return <Spinner label={tc("loading")} />;
  if (list.isError || !list.data) return <p role="alert">{tc("genericError")}</p>;
  const rows = limit ? list.data.data.slice(0, limit) : list.data.data;
  const pages = Math.max(1, Math.ceil(list.data.meta.total / list.data.meta.pageSize));
  if (!rows.length)
    return empty ? (
      <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-stone-200">{empty}</p>
    ) : null;
  return (
    <div className="space-y-4">
      {part?.section === "scheduled" ? (
        <ScheduledRows rows={rows} role={role} level={level} />
      ) : (
        <ul className="space-y-3">
          {rows.map((b) => (
            <BookingRow key={b.identifier} booking={b} role={role} />
          ))}
        </ul>
      )}
      {!limit && pages > 1 && <PageNav page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}

/**
 * The upcoming list in two parts: the dated sessions first, soonest first, and below them those
 * to schedule later or awaiting payment, each paged by the server on its own.
 */
export function UpcomingSections({
  role,
  limit,
  level = 3,
}: {
  role: Role;
  limit?: number;
  /** Its headings' level: 3 under the overview's "Upcoming", 2 right under a page's title. */
  level?: HeadingLevel;
}) {
  const t = useTranslations("Booking");
  return (
    <div className="space-y-8">
      <ListPartView
        role={role}
        statuses={UPCOMING_STATUSES}
        part={{ section: "scheduled" }}
        limit={limit}
        empty={t(role === "client" ? "noScheduledClient" : "noScheduledProvider")}
        level={level}
      />
      <OpenSection role={role} limit={limit} level={level} />
    </div>
  );
}

/** Sessions with no time yet and those awaiting payment, under their heading; nothing if none. */
function OpenSection({ role, limit, level }: { role: Role; limit?: number; level: HeadingLevel }) {
  const t = useTranslations("Booking");
  const open = useBookings(role, UPCOMING_STATUSES, 1, { section: "open" });
  if (!open.data?.meta.total) return null;
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby="open-sessions" className="space-y-3">
      <Heading id="open-sessions" className="text-lg font-semibold">
        {t("openSection", { count: open.data.meta.total })}
      </Heading>
      <p className="text-sm text-muted">{t(`openHint.${role}`)}</p>
      <ListPartView
        role={role}
        statuses={UPCOMING_STATUSES}
        part={{ section: "open" }}
        limit={limit}
      />
    </section>
  );
}

/** The client's bookings or the therapist's appointments, upcoming and past, in the viewer's time zone. */
export function BookingList({ role, limit }: { role: Role; limit?: number }) {
  const t = useTranslations("Booking");
  const [tab, setTab] = useState<"upcoming" | "past">("upcoming");
  return (
    <div className="space-y-4">
      {!limit && (
        <div role="tablist" className="flex gap-2">
          {(["upcoming", "past"] as const).map((name) => (
            <button
              key={name}
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`rounded-full px-4 py-2 text-sm font-medium ${tab === name ? "bg-brand-400" : "bg-white ring-1 ring-stone-300"}`}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
      )}
      {tab === "upcoming" ? (
        <UpcomingSections role={role} limit={limit} level={limit ? 3 : 2} />
      ) : (
        <ListPartView
          role={role}
          statuses={PAST}
          empty={role === "client" ? t("emptyClient") : t("emptyProvider")}
        />
      )}
    </div>
  );
}
