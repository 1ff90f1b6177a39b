"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Link } from "@/lib/i18n/navigation";
import { useClock } from "@/lib/time/use-clock";
import { useNextSession } from "../api";
import { isStartingSoon, STARTING_SOON_TICK_MS } from "../starting-soon-rules";
import { JoinDetails } from "./join-session";
import { StartingSoonCard, startingSoonLinkClass } from "./starting-soon-card";

/**
 * At the top of the overview from an hour before a session until its end: who it is with, when,
 * and how to join it (decision 0308), so no one hunts for the room at the last minute.
 */
export function StartingSoon({
  role,
  children,
}: {
  role: "client" | "provider";
  /** What the page adds inside the card: the way into the session room (issue 69). */
  children?: ReactNode;
}) {
  const t = useTranslations("Booking");
  const format = useLocalDateTime();
  const now = useClock(STARTING_SOON_TICK_MS);
  const { data: next } = useNextSession(role);
  if (!now || !isStartingSoon(next, now)) return null;
  const other = role === "client" ? next.provider : next.client;
  const name = `${other.firstName} ${other.lastName}`;
  const started = Date.parse(next.startTime!) <= now;
  return (
    <StartingSoonCard
      id="starting-soon-heading"
      heading={
        started
          ? t("soon.started", { name })
          : t("soon.startsAt", { name, time: format(next.startTime!, "clock") })
      }
      link={
        <Link href={`/appointments/${next.identifier}`} className={startingSoonLinkClass}>
          {t("soon.open")}
        </Link>
      }
    >
      {children}
      <JoinDetails booking={next} role={role} />
    </StartingSoonCard>
  );
}
