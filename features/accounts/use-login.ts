"use client";

import { useMutation } from "@tanstack/react-query";
import { forgetSessionEnded } from "@/lib/api/login-redirect";
import { storeSession } from "@/lib/api/session-cookies";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { AuthAnswer, LoginAnswer, LoginInput, MfaLoginInput } from "./schemas";

// Not `needsSecondFactor` from schemas.ts: that module brings zod, which this page loads later.
const isChallenge = (answer: LoginAnswer) => "mfaRequired" in answer && answer.mfaRequired;

function signedIn(answer: AuthAnswer) {
  storeSession(answer);
  forgetSessionEnded();
}

/**
 * Signs in and keeps the tokens in the spec's cookies. Its own module because the sign-in page is
 * often someone's first page: the API client (axios, ~25 KB gzip) is imported on submit, not with
 * the page, which api.ts's other hooks would pull in. An account with a second factor answers a
 * challenge instead of tokens (decision 0521): nothing is stored until the code step.
 */
export const useLogin = () =>
  useMutation({
    mutationFn: async (input: LoginInput) => {
      const { api } = await import("@/lib/api/client");
      return (await api.post<{ data: LoginAnswer }>("/user/login", input)).data.data;
    },
    onSuccess: (answer) => {
      if (!isChallenge(answer)) signedIn(answer as AuthAnswer);
    },
  });

/** The sign-in's code step: an authenticator code or a recovery code for the challenge. */
export const useLoginMfa = () =>
  useMutation({
    mutationFn: async (input: MfaLoginInput) => {
      const { api } = await import("@/lib/api/client");
      return (await api.post<{ data: AuthAnswer }>("/user/login/mfa", input)).data.data;
    },
    onSuccess: signedIn,
  });

/**
 * A passkey's signature over a challenge the server issued at `optionsPath` (decision 0522). The
 * browser library is loaded only when someone asks for a passkey.
 */
async function signWithPasskey(optionsPath: string, body?: object) {
  const [{ api }, { startAuthentication }] = await Promise.all([
    import("@/lib/api/client"),
    import("@simplewebauthn/browser"),
  ]);
  const options = await api.post<{ data: PublicKeyCredentialRequestOptionsJSON }>(
    optionsPath,
    body,
  );
  const credential = await startAuthentication({ optionsJSON: options.data.data });
  return { api, credential };
}

/** "Sign in with a passkey": the passkey alone signs in, with the tokens a login gives. */
export const usePasskeyLogin = () =>
  useMutation({
    mutationFn: async () => {
      const { api, credential } = await signWithPasskey("/user/login/passkey/options");
      return (await api.post<{ data: AuthAnswer }>("/user/login/passkey", { credential })).data
        .data;
    },
    onSuccess: signedIn,
  });

/** The code step answered with one of the account's passkeys instead of a code. */
export const useLoginMfaPasskey = () =>
  useMutation({
    mutationFn: async (mfaToken: string) => {
      const { api, credential } = await signWithPasskey("/user/login/mfa/passkey/options", {
        mfaToken,
      });
      return (
        await api.post<{ data: AuthAnswer }>("/user/login/mfa/passkey", { mfaToken, credential })
      ).data.data;
    },
    onSuccess: signedIn,
  });
