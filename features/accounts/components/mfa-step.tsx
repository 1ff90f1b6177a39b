"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import type { MfaChallenge } from "../schemas";
import { useLoginMfa, useLoginMfaPasskey } from "../use-login";
import { passkeyCancelled } from "./passkey-errors";

/**
 * The sign-in's second step (decision 0521): a code from the authenticator app, or one of the
 * recovery codes, or one of the account's passkeys (0522). A wrong code can be typed again; an
 * expired challenge sends back to the password step, which still holds the email.
 */
export function MfaStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: MfaChallenge;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const t = useTranslations("Accounts.mfa");
  const tc = useTranslations("Common");
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const loginMfa = useLoginMfa();
  const loginPasskey = useLoginMfaPasskey();
  const tp = useTranslations("Accounts.passkeys");
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const canUseRecovery = challenge.methods.includes("recovery");
  const canUsePasskey = challenge.methods.includes("passkey");
  const hasCodes = challenge.methods.includes("totp");

  const usePasskey = async () => {
    setFailure(null);
    try {
      await loginPasskey.mutateAsync(challenge.mfaToken);
      onSignedIn();
    } catch (error) {
      const message = errorToMessage(error, tc("genericError"));
      if (errorCode(error) === ErrorCode.MFA_TOKEN_INVALID) setExpired(message);
      else setFailure(passkeyCancelled(error) ? tp("cancelled") : message);
    }
  };
  const passkeyButton = canUsePasskey && (
    <Button
      type="button"
      variant={hasCodes ? "secondary" : "primary"}
      className="w-full"
      disabled={loginPasskey.isPending}
      onClick={usePasskey}
    >
      {loginPasskey.isPending ? tp("signingIn") : tp("usePasskey")}
    </Button>
  );

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await loginMfa.mutateAsync({ mfaToken: challenge.mfaToken, code });
      onSignedIn();
    } catch (error) {
      const message = errorToMessage(error, tc("genericError"));
      const code = errorCode(error);
      if (code === ErrorCode.MFA_TOKEN_INVALID) setExpired(message);
      else if (code === ErrorCode.INVALID_MFA_CODE) form.setError("code", { message });
      else setFailure(message);
    }
  });

  if (expired)
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {expired}
        </p>
        <Button className="w-full" onClick={onRestart}>
          {t("startOver")}
        </Button>
      </div>
    );

  if (!hasCodes)
    return (
      <div className="space-y-4" role="group" aria-labelledby="mfa-step-title">
        <div>
          <h2 id="mfa-step-title" className="text-lg font-semibold">
            {tp("loginPasskeyTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">{tp("loginPasskeyIntro")}</p>
        </div>
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {failure}
          </p>
        )}
        {passkeyButton}
        <button
          type="button"
          className="text-sm font-medium text-brand-800 hover:underline"
          onClick={onRestart}
        >
          {t("startOver")}
        </button>
      </div>
    );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-labelledby="mfa-step-title"
    >
      <div>
        <h2 id="mfa-step-title" className="text-lg font-semibold">
          {t("loginTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {recovery ? t("loginRecoveryIntro") : t("loginIntro")}
        </p>
      </div>
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <TextField
        key={recovery ? "recovery" : "app"}
        label={recovery ? t("loginRecoveryCode") : t("loginCode")}
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        autoCapitalize={recovery ? "characters" : undefined}
        autoFocus
        error={errors.code?.message}
        {...form.register("code", { required: "mfaCodeRequired" })}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("verifying") : t("verify")}
      </Button>
      {passkeyButton}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {canUseRecovery && (
          <button
            type="button"
            className="font-medium text-brand-800 hover:underline"
            onClick={() => {
              setRecovery(!recovery);
              form.reset({ code: "" });
            }}
          >
            {recovery ? t("useApp") : t("useRecovery")}
          </button>
        )}
        <button
          type="button"
          className="font-medium text-brand-800 hover:underline"
          onClick={onRestart}
        >
          {t("startOver")}
        </button>
      </div>
    </form>
  );
}
