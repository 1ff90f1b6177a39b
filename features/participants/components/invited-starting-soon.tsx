"use client";

import { useTranslations } from "next-intl";
import { useLocalDateTime } from "@/components/ui/local-time";
import {
  isStartingSoon,
  STARTING_SOON_TICK_MS,
  StartingSoonCard,
  startingSoonLinkClass,
} from "@/features/booking";
import { Link } from "@/lib/i18n/navigation";
import { useClock } from "@/lib/time/use-clock";
import { useMyInvitations } from "../api";
import { isAdmitted } from "../schemas";
import { InvitationPlace } from "./invitation-join";

/**
 * The overview's starting-soon card for a session the viewer was invited to and accepted (the
 * therapist did not turn them away): from an hour before until its end, with how to join, as a
 * client's own session has it (decision 0312).
 */
export function InvitedStartingSoon() {
  const t = useTranslations("Booking");
  const tp = useTranslations("Participants");
  const format = useLocalDateTime();
  const now = useClock(STARTING_SOON_TICK_MS);
  const { data: invitations } = useMyInvitations();
  if (!now) return null;
  const soon = invitations?.find((inv) => isAdmitted(inv) && isStartingSoon(inv.booking, now));
  if (!soon) return null;
  const b = soon.booking;
  const name = `${b.provider.firstName} ${b.provider.lastName}`;
  const started = Date.parse(b.startTime!) <= now;
  return (
    <StartingSoonCard
      id="invited-starting-soon-heading"
      heading={
        started
          ? t("soon.started", { name })
          : t("soon.startsAt", { name, time: format(b.startTime!, "clock") })
      }
      link={
        <Link
          href={`/appointments/participant/${soon.identifier}`}
          className={startingSoonLinkClass}
        >
          {tp("invited.open")}
        </Link>
      }
    >
      <p>{tp("invited.by", { name: soon.invitedBy.firstName })}</p>
      <InvitationPlace
        id={soon.identifier}
        bookingId={soon.booking.identifier}
        name={soon.invitedBy.firstName}
      />
    </StartingSoonCard>
  );
}
