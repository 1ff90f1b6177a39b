"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorToMessage } from "@/lib/api/error-message";
import { usePasskeyLogin } from "../use-login";
import { passkeyCancelled } from "./passkey-errors";

/**
 * "Sign in with a passkey" (decision 0522): no email typed first; the browser offers the
 * person's passkeys for this site, and the one chosen signs in alone, as a password and a second
 * factor would.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations("Accounts.passkeys");
  const tc = useTranslations("Common");
  const login = usePasskeyLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = async () => {
    setFailure(null);
    try {
      await login.mutateAsync();
      onSignedIn();
    } catch (error) {
      setFailure(
        passkeyCancelled(error) ? t("cancelled") : errorToMessage(error, tc("genericError")),
      );
    }
  };

  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={login.isPending}
        onClick={signIn}
      >
        {login.isPending ? t("signingIn") : t("signIn")}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
