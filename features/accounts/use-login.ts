"use client";

import { useMutation } from "@tanstack/react-query";
import { forgetSessionEnded } from "@/lib/api/login-redirect";
import { storeSession } from "@/lib/api/session-cookies";
import type { Answer, typedApi } from "@/lib/api/typed";
import { assertionBody } from "./passkey-body";
import type { AuthAnswer, LoginAnswer, LoginInput, MfaChallenge, MfaLoginInput } from "./schemas";

// Not `needsSecondFactor` from schemas.ts: that module brings zod, which this page loads later.
const isChallenge = (answer: LoginAnswer): answer is MfaChallenge =>
  "mfaRequired" in answer && answer.mfaRequired;

function signedIn(answer: AuthAnswer) {
  storeSession(answer);
  forgetSessionEnded();
}

// The typed API client (and axios in it) is imported on use, not with the page: see useLogin.
const client = async () => (await import("@/lib/api/typed")).typedApi;

/**
 * Signs in and keeps the tokens in the spec's cookies. Its own module because the sign-in page is
 * often someone's first page: the API client (axios, ~25 KB gzip) is imported on submit, not with
 * the page, which api.ts's other hooks would pull in. An account with a second factor answers a
 * challenge instead of tokens (decision 0521): nothing is stored until the code step.
 */
export const useLogin = () =>
  useMutation({
    mutationFn: async (input: LoginInput) =>
      (await (await client()).post("/user/login", { body: input })).data,
    onSuccess: (answer) => {
      if (!isChallenge(answer)) signedIn(answer);
    },
  });

/** The sign-in's code step: an authenticator code or a recovery code for the challenge. */
export const useLoginMfa = () =>
  useMutation({
    mutationFn: async (input: MfaLoginInput) =>
      (await (await client()).post("/user/login/mfa", { body: input })).data,
    onSuccess: signedIn,
  });

type PasskeyOptions = Answer<"/user/login/passkey/options", "post">;

/**
 * A passkey's signature over a challenge the server issued (decision 0522), asked for by
 * `askOptions`. The browser library is loaded only when someone asks for a passkey.
 */
async function signWithPasskey(askOptions: (api: typeof typedApi) => Promise<PasskeyOptions>) {
  const [api, { startAuthentication }] = await Promise.all([
    client(),
    import("@simplewebauthn/browser"),
  ]);
  const options = await askOptions(api);
  const credential = assertionBody(await startAuthentication({ optionsJSON: options.data }));
  return { api, credential };
}

/** "Sign in with a passkey": the passkey alone signs in, with the tokens a login gives. */
export const usePasskeyLogin = () =>
  useMutation({
    mutationFn: async () => {
      const { api, credential } = await signWithPasskey((api) =>
        api.post("/user/login/passkey/options"),
      );
      return (await api.post("/user/login/passkey", { body: { credential } })).data;
    },
    onSuccess: signedIn,
  });

/** The code step answered with one of the account's passkeys instead of a code. */
export const useLoginMfaPasskey = () =>
  useMutation({
    mutationFn: async (mfaToken: string) => {
      const { api, credential } = await signWithPasskey((api) =>
        api.post("/user/login/mfa/passkey/options", { body: { mfaToken } }),
      );
      return (await api.post("/user/login/mfa/passkey", { body: { mfaToken, credential } })).data;
    },
    onSuccess: signedIn,
  });
