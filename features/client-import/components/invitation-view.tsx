"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { useClaimInvitation, useInvitation } from "../api";

/**
 * The page an invitation email links to. A signed-in client accepts with one click; anyone else
 * creates an account or signs in first and comes back to this link.
 */
export function InvitationView({
  token,
  signedInAs,
}: {
  token: string;
  signedInAs?: "client" | "provider";
}) {
  const t = useTranslations("ClientImport");
  const invitation = useInvitation(token);
  const claim = useClaimInvitation();
  const back = `/invitation/${token}`;
  if (invitation.isPending) return <Spinner label={t("loading")} />;
  if (invitation.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
        {errorToMessage(invitation.error, t("loadError"))}
      </p>
    );
  const { therapist, email, status } = invitation.data;
  if (claim.isSuccess || status === "claimed")
    return (
      <div className="space-y-4">
        <p className="text-lg">{t("accepted", { therapist })}</p>
        <Link href="/overview/" className={buttonClass("primary")}>
          {t("goToOverview")}
        </Link>
      </div>
    );
  return (
    <div className="space-y-4">
      <p className="text-lg">{t("invitedBy", { therapist })}</p>
      <p className="text-sm text-muted">{t("invitedEmail", { email })}</p>
      {signedInAs === "client" ? (
        <Button
          disabled={claim.isPending}
          onClick={() =>
            claim.mutate(token, {
              onError: (error) => toast.error(errorToMessage(error, t("genericError"))),
            })
          }
        >
          {claim.isPending ? t("accepting") : t("accept")}
        </Button>
      ) : signedInAs === "provider" ? (
        <p className="text-sm text-muted">{t("clientsOnly")}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            href={`/register/?email=${encodeURIComponent(email)}`}
            className={buttonClass("primary")}
          >
            {t("createAccount")}
          </Link>
          <Link
            href={`/login/?redirect=${encodeURIComponent(back)}`}
            className={buttonClass("secondary")}
          >
            {t("signIn")}
          </Link>
        </div>
      )}
    </div>
  );
}
