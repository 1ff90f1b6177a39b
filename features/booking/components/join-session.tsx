"use client";

import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/lib/i18n/navigation";
import { useJoinInfo } from "../api";
import type { Booking, JoinInfo } from "../schemas";
import { RoomLink } from "./room-link";

function Place({ info, role }: { info: JoinInfo; role: "client" | "provider" }) {
  const t = useTranslations("Booking");
  const practiceLink = (label: string) => (
    <Link href="/practice" className="font-medium text-brand-800 underline">
      {label}
    </Link>
  );
  if (info.room === "built-in")
    return role === "client" ? (
      <p>{t("join.builtInClient")}</p>
    ) : (
      <p>
        {t("join.builtInTherapist")} {practiceLink(t("join.useOwnRoom"))}
      </p>
    );
  if (info.room === "own" && info.link)
    return role === "client" ? (
      <RoomLink link={info.link} label={t("join.open")} hint={t("join.opensRoom")} />
    ) : (
      <div className="space-y-1">
        <p>{t("join.roomForTherapist")}</p>
        <p className="break-all font-medium">{info.link}</p>
        <p>{practiceLink(t("join.changeLink"))}</p>
      </div>
    );
  if (info.modality === "in-person")
    return info.address ? (
      <p>{t("join.address", { address: info.address })}</p>
    ) : role === "client" ? (
      <p>{t("join.noAddress")}</p>
    ) : null;
  if (info.modality === "chat") return <p>{t("join.chat")}</p>;
  return null;
}

/** A confirmed session's way in, as its page and the overview show it (decision 0308). */
export function JoinDetails({ booking, role }: { booking: Booking; role: "client" | "provider" }) {
  const t = useTranslations("Booking");
  const info = useJoinInfo(role, booking.identifier, true);
  if (info.isPending) return <Spinner label={t("join.loading")} />;
  if (info.isError)
    return (
      <LoadFailed
        message={t("join.failed")}
        retryLabel={t("join.retry")}
        onRetry={() => info.refetch()}
      />
    );
  return <Place info={info.data} role={role} />;
}

/**
 * "How you meet" on a session's page (decision 0308): for a confirmed session, the built-in
 * session room (its way in is the session room's own part of the page, 0319), the therapist's own
 * room link, or the office; for a client's unpaid session, that it comes once paid.
 */
export function JoinSession({ booking, role }: { booking: Booking; role: "client" | "provider" }) {
  const t = useTranslations("Booking");
  const confirmed = booking.status === "confirmed";
  if (!confirmed && !(role === "client" && booking.status === "pending")) return null;
  return (
    <section
      aria-labelledby="join-heading"
      className="space-y-2 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200"
    >
      <h2 id="join-heading" className="font-semibold">
        {t("join.heading")}
      </h2>
      {confirmed ? <JoinDetails booking={booking} role={role} /> : <p>{t("join.afterPayment")}</p>}
    </section>
  );
}
