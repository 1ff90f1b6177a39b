"use client";

import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { inCalendar, RoomLink } from "@/features/booking";
import { RoomEntry } from "@/features/session-room";
import { errorToMessage } from "@/lib/api/error-message";
import { useDownloadInvitationCalendar, useInvitationJoin } from "../api";
import { isAdmitted, type ParticipantInvitation } from "../schemas";

/**
 * "How you join" for an invitee who accepted (decision 0309): the therapist's room or office
 * while the session is confirmed, and the session for their own calendar (0312); before it is
 * paid, that it comes then. Who to ask when the therapist gave no place is the person who invited
 * them: an invitee has no conversation with the therapist.
 */
export function InvitationJoin({ invitation }: { invitation: ParticipantInvitation }) {
  const t = useTranslations("Participants");
  const status = invitation.booking.status;
  if (!isAdmitted(invitation) || (status !== "confirmed" && status !== "pending")) return null;
  const name = invitation.invitedBy.firstName;
  return (
    <section
      aria-labelledby="invitation-join-heading"
      className="space-y-2 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200"
    >
      <h2 id="invitation-join-heading" className="font-semibold">
        {t("join.heading")}
      </h2>
      {status === "pending" ? (
        <p>{t("join.afterPayment", { name })}</p>
      ) : (
        <InvitationPlace
          id={invitation.identifier}
          bookingId={invitation.booking.identifier}
          name={name}
        />
      )}
      {inCalendar(invitation.booking) && <AddToCalendar id={invitation.identifier} />}
    </section>
  );
}

/**
 * The built-in session room (decision 0319), the therapist's own room, the office, or whom to
 * ask: for an admitted invitee of a confirmed session.
 */
export function InvitationPlace({
  id,
  bookingId,
  name,
}: {
  id: string;
  bookingId: string;
  name: string;
}) {
  const t = useTranslations("Participants");
  const info = useInvitationJoin(id);
  if (info.isPending) return <Spinner label={t("join.loading")} />;
  if (info.isError)
    return (
      <LoadFailed
        message={t("join.failed")}
        retryLabel={t("join.retry")}
        onRetry={() => info.refetch()}
      />
    );
  const { room, link, address, modality } = info.data;
  if (room === "built-in") return <RoomEntry bookingId={bookingId} />;
  if (link) return <RoomLink link={link} label={t("join.open")} hint={t("join.opensRoom")} />;
  if (address) return <p>{t("join.address", { address })}</p>;
  if (modality === "chat") return <p>{t("join.chat", { name })}</p>;
  return <p>{t("join.askInviter", { name })}</p>;
}

/** The session in the invitee's own calendar (decision 0312), as its client saves it. */
function AddToCalendar({ id }: { id: string }) {
  const t = useTranslations("Participants");
  const file = useDownloadInvitationCalendar(id);
  return (
    <Button
      variant="secondary"
      disabled={file.isPending}
      onClick={() =>
        file.mutate(undefined, {
          onError: (error) => toast.error(errorToMessage(error, t("join.calendarFailed"))),
        })
      }
    >
      {t("join.addToCalendar")}
    </Button>
  );
}
