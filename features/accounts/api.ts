"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import { clearSession } from "@/lib/api/session-cookies";
import type {
  ChangeEmailInput,
  DisableTotpInput,
  Passkey,
  RecoveryCodes,
  TotpSetup,
  EmailPreferences,
  PasswordResetInput,
  RegisterInput,
  SignedInSession,
  UnsubscribeState,
  UpdatePasswordInput,
  UserInfo,
} from "./schemas";

import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { clearBrowserStorage } from "@/lib/browser-storage";

type Message = { message: string };

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
    queryFn: async () => (await api.get<Data<SignedInSession[]>>("/user/sessions")).data.data,
  });

/** Signs one other device out; the list is read again either way. */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.delete<Data<Message>>(`/user/sessions/${id}`)).data.data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
};

/** Signs every other device out; the list is read again either way. */
export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await api.post<Data<{ signedOut: number; message: string }>>(
          "/user/sessions/sign-out-others",
        )
      ).data.data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
};

/** Which emails the person gets of those they may turn off (decision 0505). */
export const useEmailPreferences = () =>
  useQuery({
    queryKey: accountKeys.emailPreferences,
    queryFn: async () =>
      (await api.get<Data<EmailPreferences>>("/user/email-preferences")).data.data,
  });

/** Saves both choices; what is stored becomes the cached answer. */
export const useSaveEmailPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmailPreferences) =>
      (await api.put<Data<EmailPreferences>>("/user/email-preferences", input)).data.data,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.emailPreferences, saved),
  });
};

const unsubscribePath = (token: string) =>
  `/user/email-preferences/unsubscribe?token=${encodeURIComponent(token)}`;

/** Which email a signed unsubscribe link turns off, and whether it is still on (decision 0509). */
export const useUnsubscribeState = (token: string) =>
  useQuery({
    queryKey: ["user", "unsubscribe", token],
    queryFn: async () => (await api.get<Data<UnsubscribeState>>(unsubscribePath(token))).data.data,
    retry: false,
  });

/** Turns that email off; the signed-in person's settings are read again. */
export const useUnsubscribe = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<Data<UnsubscribeState>>(unsubscribePath(token))).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.emailPreferences }),
  });
};

export const userInfoQuery = () =>
  queryOptions({
    queryKey: accountKeys.userInfo,
    queryFn: async () => (await api.get<Data<UserInfo>>("/user/info")).data.data,
  });

export const useUserInfo = (enabled = true) => useQuery({ ...userInfoQuery(), enabled });

export const useRegister = () =>
  useMutation({
    mutationFn: async (input: RegisterInput) =>
      (
        await api.post<Data<{ identifier: string; email: string; message: string }>>(
          "/user/register",
          input,
        )
      ).data.data,
  });

/** Ends the session on the server (its tokens stop working) and clears the browser's cookies. */
export async function logout() {
  try {
    await api.post("/auth/invalidate");
  } finally {
    clearSession();
    clearBrowserStorage();
  }
}

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: async (token: string) =>
      (await api.post<Data<Message>>("/user/register/verify", { token })).data.data,
  });

export const useRequestVerification = () =>
  useMutation({
    mutationFn: async (email: string) =>
      (await api.post<Data<Message>>("/user/register/request-verification", { email })).data.data,
  });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: async (email: string) =>
      (await api.post<Data<Message>>("/user/request-password-reset", { email })).data.data,
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
      (await api.post<Data<Message>>(NEW_PASSWORD_PATHS[kind], input)).data.data,
  });

export const useUpdatePassword = () =>
  useMutation({
    mutationFn: async (input: UpdatePasswordInput) =>
      (await api.post<Data<Message>>("/user/profile/update-password", input)).data.data,
  });

export const useChangeEmail = () =>
  useMutation({
    mutationFn: async (input: ChangeEmailInput) =>
      (await api.post<Data<Message>>("/user/profile/change-email", input)).data.data,
  });

export const useValidateEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await api.post<Data<{ email: string }>>("/user/profile/validate-email-change", { token }))
        .data.data,
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
    mutationFn: async () => (await api.post<Data<TotpSetup>>("/user/mfa/totp/setup")).data.data,
  });

export const useConfirmTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<Data<RecoveryCodes>>("/user/mfa/totp/confirm", { code })).data.data,
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
      (await api.delete<Data<Message>>("/user/mfa/totp", { data: input })).data.data,
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
    queryFn: async () => (await api.get<Data<Passkey[]>>("/user/passkeys")).data.data,
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
        api.post<Data<PublicKeyCredentialCreationOptionsJSON>>("/user/passkeys/options"),
      ]);
      const credential = await startRegistration({ optionsJSON: options.data.data });
      return (await api.post<Data<Passkey>>("/user/passkeys", { name, credential })).data.data;
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
      (await api.delete<Data<Message>>(`/user/passkeys/${id}`)).data.data,
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
        await api.delete<Data<Message>>("/user/profile/delete-account", {
          data: password ? { password } : {},
        })
      ).data.data,
    onSuccess: () => {
      clearSession();
      clearBrowserStorage();
    },
  });
