"use client";

import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { Link } from "@/lib/i18n/navigation";
import { useMyInvitations } from "../api";
import type { ParticipantInvitation } from "../schemas";

/** Where the invitee stands: waiting for their answer, accepted, declined, or turned away. */
function standing(inv: ParticipantInvitation) {
  if (inv.providerDecision === "rejected") return "turnedAway";
  if (inv.expired) return "expired";
  return inv.status;
}

/**
 * "Sessions you are invited to" under one's own sessions: the couples and family sessions someone
 * invited them to that are still to come, each leading to its invitation page (where they answer
 * and, once accepted, find how to join). Nothing is shown while there are none.
 */
export function InvitedSessions() {
  const t = useTranslations("Participants");
  const list = useMyInvitations();
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="invited-sessions-heading" className="mt-10 space-y-3">
      <h2 id="invited-sessions-heading" className="text-xl font-semibold">
        {t("invited.heading")}
      </h2>
      <ul className="space-y-3">
        {list.data.map((inv) => {
          const state = standing(inv);
          return (
            <li key={inv.identifier}>
              <Link
                href={`/appointments/participant/${inv.identifier}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-brand-400"
              >
                <span>
                  <span className="block font-semibold">
                    {inv.booking.provider.firstName} {inv.booking.provider.lastName}
                  </span>
                  <span className="block text-sm text-muted">
                    {inv.booking.therapyCategory.name} ·{" "}
                    {inv.booking.startTime ? (
                      <LocalTime iso={inv.booking.startTime} format="session" />
                    ) : (
                      t("invited.noTime")
                    )}
                  </span>
                  <span className="block text-sm text-muted">
                    {t("invited.by", { name: inv.invitedBy.firstName })}
                  </span>
                </span>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${
                    state === "acknowledged"
                      ? "bg-green-100 text-green-900"
                      : state === "posted"
                        ? "bg-brand-100 text-brand-900"
                        : "bg-stone-100 text-stone-700"
                  }`}
                >
                  {t(`invited.states.${state}`)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
