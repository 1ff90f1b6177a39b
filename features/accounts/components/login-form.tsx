"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { safeRedirectPath, sessionWasEnded, withRedirect } from "@/lib/api/login-redirect";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { Link } from "@/lib/i18n/navigation";
import { useLogin } from "../use-login";
import type { LoginInput, MfaChallenge } from "../schemas";
import type { SocialProvider } from "../social-api";
import { MfaStep } from "./mfa-step";
import { PasskeySignIn } from "./passkey-sign-in";
import { SocialButtons } from "./social-buttons";
import { useFormError } from "@/lib/forms/use-form-error";

// The sign-in page is a landing page: its schema (and zod) load on first focus, not with it.
const loginResolver = lazyZodResolver<LoginInput>(() =>
  import("../schemas").then((m) => m.loginSchema),
);

const noSubscription = () => () => {};

/**
 * The password form, then the second step when the account has one. "Continue with Google" and
 * the like belong to the first step only: on the second the password was right, and leaving for a
 * provider then would start another sign-in (issue 67). `socialProviders`: the configured ones.
 */
export function LoginForm({
  locale,
  socialProviders = [],
}: {
  locale: string;
  socialProviders?: SocialProvider[];
}) {
  const t = useTranslations("Accounts");
  const searchParams = useSearchParams();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // The server cannot know it: the first paint says nothing, the browser then reads the tab's note.
  const sessionEnded = useSyncExternalStore(noSubscription, sessionWasEnded, () => false);

  // An account with a second factor answers the password with a challenge (decision 0521).
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);

  const goOn = () => {
    const home = `${locale === "de" ? "/de" : ""}/overview/`;
    // A full load, so server-rendered parts see the new session cookies.
    window.location.assign(safeRedirectPath(searchParams.get("redirect"), home));
  };

  const showError = useFormError(form.setError, ["email", "password"] as const);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if ("mfaRequired" in answer && answer.mfaRequired) setChallenge(answer);
      else goOn();
    } catch (error) {
      showError(error);
    }
  });

  if (challenge)
    return (
      <MfaStep
        challenge={challenge}
        onSignedIn={goOn}
        onRestart={() => {
          // The email stays; the password is asked again for a new challenge.
          form.setValue("password", "");
          setChallenge(null);
        }}
      />
    );

  return (
    <>
      <form
        method="post"
        onSubmit={onSubmit}
        onFocus={loginResolver.preload}
        noValidate
        className="space-y-4"
      >
        {sessionEnded && (
          <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t("sessionEnded")}
          </p>
        )}
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label={t("password")}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <div className="flex justify-end text-sm">
          <Link href="/forgot-password" className="font-medium text-brand-800 hover:underline">
            {t("forgotPassword")}
          </Link>
        </div>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t("signingIn") : t("signIn")}
        </Button>
        <p aria-hidden className="text-center text-xs uppercase tracking-wide text-muted">
          {t("passkeys.or")}
        </p>
        <PasskeySignIn onSignedIn={goOn} />
        <p className="text-center text-sm text-muted">
          {t("noAccount")}{" "}
          <Link
            href={withRedirect("/register", searchParams.get("redirect"))}
            className="font-medium text-brand-800 hover:underline"
          >
            {t("createAccount")}
          </Link>
        </p>
      </form>
      <SocialButtons providers={socialProviders} />
    </>
  );
}
