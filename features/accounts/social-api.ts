"use client";

import { useMutation } from "@tanstack/react-query";
import { storeSession } from "@/lib/api/session-cookies";
import type { AuthAnswer, LoginAnswer, SocialRegisterInput, SocialStep } from "./schemas";

export type SocialProvider = "google" | "apple";
/** What a provider's callback answers (decision 0523). */
export type SocialCallbackAnswer = LoginAnswer | SocialStep | { reauthToken: string };

// The API client (axios) is imported on use: these run from the sign-in and sign-up pages.
const client = async () => (await import("@/lib/api/client")).api;

/** "Continue with …": the provider's address to go to, with the state kept by the server. */
export const useStartSocial = () =>
  useMutation({
    mutationFn: async (provider: SocialProvider) =>
      (await (await client()).post<{ data: { url: string } }>(`/user/social/${provider}/start`))
        .data.data.url,
  });

export const useSocialCallback = () =>
  useMutation({
    mutationFn: async (input: { provider: SocialProvider; url: string }) =>
      (
        await (
          await client()
        ).post<{ data: SocialCallbackAnswer }>(`/user/social/${input.provider}/callback`, {
          url: input.url,
        })
      ).data.data,
  });

/** Emails a code to the account with the provider's email, instead of asking its password. */
export const useSendLinkCode = () =>
  useMutation({
    mutationFn: async (linkToken: string) =>
      (await client()).post("/user/social/link/email-code", { linkToken }),
  });

/** Joins the provider to the account with its email, proven by its password or emailed code. */
export const useSocialLink = () =>
  useMutation({
    mutationFn: async (input: { linkToken: string; password?: string; code?: string }) =>
      (await (await client()).post<{ data: LoginAnswer }>("/user/social/link", input)).data.data,
    onSuccess: (answer) => {
      if (!("mfaRequired" in answer)) storeSession(answer as AuthAnswer);
    },
  });

/** A new person from a provider gives what it did not, and is signed in. */
export const useSocialRegister = () =>
  useMutation({
    mutationFn: async (input: SocialRegisterInput) =>
      (await (await client()).post<{ data: LoginAnswer }>("/user/register/social", input)).data
        .data,
    onSuccess: (answer) => {
      if (!("mfaRequired" in answer)) storeSession(answer as AuthAnswer);
    },
  });
