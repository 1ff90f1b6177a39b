"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";
import { clearSession } from "@/lib/api/session-cookies";
import type {
  ChangeEmailInput,
  DisableTotpInput,
  EmailPreferences,
  PasswordResetInput,
  RegisterInput,
  UpdatePasswordInput,
} from "./schemas";

import { clearBrowserStorage } from "@/lib/browser-storage";
import { registrationBody } from "./passkey-body";

export const accountKeys = {
  userInfo: ["user", "info"] as const,
  emailPreferences: ["user", "email-preferences"] as const,
  sessions: ["user", "sessions"] as const,
  passkeys: ["user", "passkeys"] as const,
};

/** Where the person is signed in, this device first (decision 0514). */
export const useSignedInSessions = () =>
  useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async () => (await typedApi.get("/user/sessions")).data,
  });

/** Signs one other device out; the list is read again either way. */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await typedApi.delete("/user/sessions/{id}", { path: { id } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
};

/** Signs every other device out; the list is read again either way. */
export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await typedApi.post("/user/sessions/sign-out-others")).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
};

/** Which emails the person gets of those they may turn off (decision 0505). */
export const useEmailPreferences = () =>
  useQuery({
    queryKey: accountKeys.emailPreferences,
    queryFn: async () => (await typedApi.get("/user/email-preferences")).data,
  });

/** Saves both choices; what is stored becomes the cached answer. */
export const useSaveEmailPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmailPreferences) =>
      (await typedApi.put("/user/email-preferences", { body: input })).data,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.emailPreferences, saved),
  });
};

/** Which email a signed unsubscribe link turns off, and whether it is still on (decision 0509). */
export const useUnsubscribeState = (token: string) =>
  useQuery({
    queryKey: ["user", "unsubscribe", token],
    queryFn: async () =>
      (await typedApi.get("/user/email-preferences/unsubscribe", { query: { token } })).data,
    retry: false,
  });

/** Turns that email off; the signed-in person's settings are read again. */
export const useUnsubscribe = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await typedApi.post("/user/email-preferences/unsubscribe", { query: { token } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.emailPreferences }),
  });
};

export const userInfoQuery = () =>
  queryOptions({
    queryKey: accountKeys.userInfo,
    queryFn: async () => (await typedApi.get("/user/info")).data,
  });

export const useUserInfo = (enabled = true) => useQuery({ ...userInfoQuery(), enabled });

export const useRegister = () =>
  useMutation({
    mutationFn: async (input: RegisterInput) =>
      (await typedApi.post("/user/register", { body: input })).data,
  });

/** Ends the session on the server (its tokens stop working) and clears the browser's cookies. */
export async function logout() {
  try {
    await typedApi.post("/auth/invalidate");
  } finally {
    clearSession();
    clearBrowserStorage();
  }
}

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: async (token: string) =>
      (await typedApi.post("/user/register/verify", { body: { token } })).data,
  });

export const useRequestVerification = () =>
  useMutation({
    mutationFn: async (email: string) =>
      (await typedApi.post("/user/register/request-verification", { body: { email } })).data,
  });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: async (email: string) =>
      (await typedApi.post("/user/request-password-reset", { body: { email } })).data,
  });

/**
 * A new password set from an emailed link: a reset (spec section 7), or undoing an email change,
 * which also puts the previous address back (decision 0517).
 */
export const NEW_PASSWORD_PATHS = {
  reset: "/user/password-reset",
  restoreEmail: "/user/restore-email",
} as const;

export const useNewPasswordFromLink = (kind: keyof typeof NEW_PASSWORD_PATHS) =>
  useMutation({
    mutationFn: async (input: PasswordResetInput) =>
      (await typedApi.post(NEW_PASSWORD_PATHS[kind], { body: input })).data,
  });

export const useUpdatePassword = () =>
  useMutation({
    mutationFn: async (input: UpdatePasswordInput) =>
      (await typedApi.post("/user/profile/update-password", { body: input })).data,
  });

export const useChangeEmail = () =>
  useMutation({
    mutationFn: async (input: ChangeEmailInput) =>
      (await typedApi.post("/user/profile/change-email", { body: input })).data,
  });

export const useValidateEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await typedApi.post("/user/profile/validate-email-change", { body: { token } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo }),
  });
};

/**
 * The authenticator app (decision 0521): a new secret to scan, confirmed by a code, which answers
 * the recovery codes once; or turned off with a code or the password. Either changes what the
 * account's info says, so it is read again.
 */
export const useStartTotpSetup = () =>
  useMutation({
    mutationFn: async () => (await typedApi.post("/user/mfa/totp/setup")).data,
  });

export const useConfirmTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await typedApi.post("/user/mfa/totp/confirm", { body: { code } })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
};

export const useDisableTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DisableTotpInput) =>
      (await typedApi.delete("/user/mfa/totp", { body: input })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
};

/** The account's passkeys (decision 0522): name, when added, when last used. */
export const usePasskeys = () =>
  useQuery({
    queryKey: accountKeys.passkeys,
    queryFn: async () => (await typedApi.get("/user/passkeys")).data,
  });

/**
 * Adds a passkey: the server's options, the browser's own dialog (its library loaded only now),
 * then the new key saved under the name given. A passkey is a second factor, so the account's
 * info is read again.
 */
export const useAddPasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, options] = await Promise.all([
        import("@simplewebauthn/browser"),
        typedApi.post("/user/passkeys/options"),
      ]);
      const credential = await startRegistration({ optionsJSON: options.data });
      return (
        await typedApi.post("/user/passkeys", {
          body: { name, credential: registrationBody(credential) },
        })
      ).data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.passkeys });
      void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo });
    },
  });
};

export const useRemovePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await typedApi.delete("/user/passkeys/{id}", { path: { id } })).data,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.passkeys });
      void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo });
    },
  });
};

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: async (password: string | undefined) =>
      (
        await typedApi.delete("/user/profile/delete-account", {
          body: password ? { password } : {},
        })
      ).data,
    onSuccess: () => {
      clearSession();
      clearBrowserStorage();
    },
  });
