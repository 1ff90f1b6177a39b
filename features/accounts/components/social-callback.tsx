"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { clearSession, storeSession } from "@/lib/api/session-cookies";
import { Link } from "@/lib/i18n/navigation";
import type { LoginAnswer } from "../schemas";
import { useSocialCallback, type SocialCallbackAnswer, type SocialProvider } from "../social-api";
import { MfaStep } from "./mfa-step";
import { SocialLinkStep, SocialSignupStep } from "./social-steps";

/**
 * `/auth/callback/{provider}/` (decision 0523): posts the address the provider sent the browser
 * back to, once, and goes on from the answer: signed in; the second factor; linking to the
 * account with that email; the new person's details; or a fresh sign-in that deletes a social
 * account.
 */
export function SocialCallback({ provider, locale }: { provider: SocialProvider; locale: string }) {
  const t = useTranslations("Accounts.social");
  const tc = useTranslations("Common");
  const callback = useSocialCallback();
  const [answer, setAnswer] = useState<SocialCallbackAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const sent = useRef(false);
  const home = `${locale === "de" ? "/de" : ""}/overview/`;
  // A full load, as after a password, so server-rendered parts see the new session cookies.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
  const goOn = () => window.location.assign(home);

  const settle = (next: LoginAnswer) => {
    if ("mfaRequired" in next) setAnswer(next);
    else {
      storeSession(next);
      goOn();
    }
  };

  useEffect(() => {
    // Once: the state in the address is spent by the first post (React may run effects twice).
    if (sent.current) return;
    sent.current = true;
    callback.mutate(
      { provider, url: window.location.href },
      {
        onSuccess: async (next) => {
          if ("reauthToken" in next) {
            const { typedApi } = await import("@/lib/api/typed");
            try {
              await typedApi.delete("/user/profile/delete-account", {
                body: { reauthToken: next.reauthToken },
              });
              clearSession();
              setDeleted(true);
            } catch (error) {
              setFailure(errorToMessage(error, tc("genericError")));
            }
          } else if ("token" in next) settle(next);
          else setAnswer(next);
        },
        onError: (error) => setFailure(errorToMessage(error, t("failed"))),
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one post for the page's address
  }, []);

  if (failure || deleted)
    return (
      <div className="space-y-4">
        <p role={failure ? "alert" : "status"} className="text-sm">
          {failure ?? t("deleted")}
        </p>
        <Link href="/login" className="font-medium text-brand-800 hover:underline">
          {t("backToLogin")}
        </Link>
      </div>
    );
  if (!answer) return <Spinner label={t("working")} />;
  if ("mfaRequired" in answer)
    return (
      <MfaStep
        challenge={answer}
        onSignedIn={goOn}
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a new start
        onRestart={() => window.location.assign("/login/")}
      />
    );
  if ("linkRequired" in answer)
    return <SocialLinkStep linkToken={answer.linkToken} email={answer.email} onDone={settle} />;
  if ("signupRequired" in answer)
    return (
      <SocialSignupStep
        signupToken={answer.signupToken}
        email={answer.email}
        firstName={answer.firstName}
        lastName={answer.lastName}
        onDone={settle}
      />
    );
  return <Spinner label={t("working")} />;
}
