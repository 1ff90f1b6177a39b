"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { logout } from "@/features/accounts/api";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { loginPathFor } from "@/lib/api/login-redirect";
import { useAnswerInvitation, useInvitation } from "../api";
import { InvitationJoin } from "./invitation-join";

/** The invitee's view of a session: when, with whom, how; and accept or decline. */
export function Invitation({ id }: { id: string }) {
  const t = useTranslations("Participants");
  const tc = useTranslations("Common");
  const invitation = useInvitation(id);
  const answer = useAnswerInvitation(id);
  if (invitation.isLoading) return <Spinner label={tc("loading")} />;
  if (!invitation.data) {
    if (errorCode(invitation.error) === ErrorCode.NOT_FOUND) return <NotForThisAccount />;
    return <p role="alert">{errorToMessage(invitation.error, tc("genericError"))}</p>;
  }
  const inv = invitation.data;
  const b = inv.booking;
  const closed = closedBecause(b.status);
  const respond = (status: "acknowledged" | "rejected") =>
    answer.mutate(status, {
      onError: (error) => toast.error(errorToMessage(error, tc("genericError"))),
    });
  return (
    <article className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h1 className="text-2xl font-bold">{t("invitationTitle")}</h1>
      <p>{t("invitedBy", { name: inv.invitedBy.firstName })}</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t("therapy")}</dt>
          <dd className="font-medium">{b.therapyCategory.name}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("therapist")}</dt>
          <dd className="font-medium">
            {b.provider.firstName} {b.provider.lastName}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("time")}</dt>
          <dd className="font-medium">
            {b.startTime ? <LocalTime iso={b.startTime} format="session" /> : t("invited.noTime")}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("meeting")}</dt>
          <dd className="font-medium">{b.modalityName}</dd>
        </div>
      </dl>
      {closed ? (
        <p role="status" className="rounded-xl bg-stone-100 p-3 text-sm">
          {t(`closed.${closed}`)}
        </p>
      ) : inv.expired ? (
        <p role="status" className="rounded-xl bg-stone-100 p-3 text-sm">
          {t("expiredNote")}
        </p>
      ) : (
        <>
          {inv.status !== "posted" && (
            <p role="status" className="rounded-xl bg-green-50 p-3 text-sm text-green-900">
              {t(inv.status === "acknowledged" ? "answerAcknowledged" : "answerRejected")}
            </p>
          )}
          {inv.providerDecision && (
            <p className="text-sm text-muted">{t(`decisions.${inv.providerDecision}`)}</p>
          )}
          <InvitationJoin invitation={inv} />
          <p className="text-sm text-muted">
            {t(inv.status === "posted" ? "expiresAt" : "changeBy")}:{" "}
            <LocalTime iso={inv.expiresAt} />
          </p>
          {inv.providerDecision !== "rejected" && (
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={answer.isPending || inv.status === "acknowledged"}
                onClick={() => respond("acknowledged")}
              >
                {t("accept")}
              </Button>
              <Button
                variant="secondary"
                disabled={answer.isPending || inv.status === "rejected"}
                onClick={() => respond("rejected")}
              >
                {t("decline")}
              </Button>
            </div>
          )}
        </>
      )}
    </article>
  );
}

/** Why a session is no longer ahead, so nothing is left to answer; undefined while it is. */
function closedBecause(status: string) {
  if (status === "cancelled") return "cancelled" as const;
  if (status === "completed") return "completed" as const;
  if (status === "expired" || status === "rejected") return "notBooked" as const;
  return undefined;
}

/**
 * An invitation is shown only to the account with the address it was sent to. Someone signed in
 * with another account (a shared computer, a second address) is told so and can switch, and comes
 * back here after signing in; who it was sent to is not said.
 */
function NotForThisAccount() {
  const t = useTranslations("Participants");
  const [leaving, setLeaving] = useState(false);
  const switchAccount = async () => {
    setLeaving(true);
    const here = window.location.pathname + window.location.search;
    await logout().catch(() => undefined);
    window.location.assign(loginPathFor(here));
  };
  return (
    <article className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h1 className="text-2xl font-bold">{t("invitationTitle")}</h1>
      <p role="alert">{t("notForThisAccount")}</p>
      <Button variant="secondary" onClick={switchAccount} disabled={leaving}>
        {t("switchAccount")}
      </Button>
    </article>
  );
}
