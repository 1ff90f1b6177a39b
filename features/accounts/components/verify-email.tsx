"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { signInAfterSignUpPath, withRedirect } from "@/lib/api/login-redirect";
import { Link } from "@/lib/i18n/navigation";
import { useVerifyEmail } from "../api";
import { ResendVerificationForm } from "./resend-verification-form";

export function VerifyEmail() {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const params = useSearchParams();
  const token = params.get("token");
  // The link's own redirect (verified on another device, too) before this browser's memory.
  const redirect = params.get("redirect");
  const verify = useVerifyEmail();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<{
    ok: boolean;
    message: string;
    signIn?: string;
  } | null>(null);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true; // a token is single-use: never post it twice (React strict mode)
    verify.mutate(token, {
      onSuccess: (answer) => {
        const remembered = signInAfterSignUpPath(); // read once: forgotten either way
        const signIn = redirect ? withRedirect("/login", redirect) : remembered;
        setOutcome({ ok: true, message: answer.message, signIn });
      },
      onError: (error) =>
        setOutcome({ ok: false, message: errorToMessage(error, tc("genericError")) }),
    });
  }, [token, verify, tc, redirect]);

  if (token && !outcome) {
    return (
      <>
        <Spinner label={t("verifying")} />
        {/* The token is sent by a script, so that a mail scanner fetching the link does not use it up. */}
        <noscript>
          <p role="alert" className="mt-4 text-red-700">
            {t("verifyNeedsScripts")}
          </p>
        </noscript>
      </>
    );
  }
  if (outcome?.ok) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-medium">{outcome.message}</p>
        <Link href={outcome.signIn ?? "/login"} className={buttonClass()}>
          {t("signIn")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p role="alert" className="text-red-700">
        {outcome?.message ?? t("missingToken")}
      </p>
      <p className="text-muted">{t("resendIntro")}</p>
      <ResendVerificationForm />
    </div>
  );
}
