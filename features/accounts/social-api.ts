"use client";

import { useMutation } from "@tanstack/react-query";
import { storeSession } from "@/lib/api/session-cookies";
import type { Answer, Request } from "@/lib/api/typed";
import type { SocialRegisterInput } from "./schemas";

export type SocialProvider = Request<"/user/social/{provider}/start", "post">["path"]["provider"];
/** What a provider's callback answers (decision 0523). */
export type SocialCallbackAnswer = Answer<"/user/social/{provider}/callback", "post">["data"];

// The API client (axios) is imported on use: these run from the sign-in and sign-up pages.
const client = async () => (await import("@/lib/api/typed")).typedApi;

/** "Continue with …": the provider's address to go to, with the state kept by the server. */
export const useStartSocial = () =>
  useMutation({
    mutationFn: async (provider: SocialProvider) =>
      (await (await client()).post("/user/social/{provider}/start", { path: { provider } })).data
        .url,
  });

export const useSocialCallback = () =>
  useMutation({
    mutationFn: async (input: { provider: SocialProvider; url: string }) =>
      (
        await (
          await client()
        ).post("/user/social/{provider}/callback", {
          path: { provider: input.provider },
          body: { url: input.url },
        })
      ).data,
  });

/** Emails a code to the account with the provider's email, instead of asking its password. */
export const useSendLinkCode = () =>
  useMutation({
    mutationFn: async (linkToken: string) =>
      (await client()).post("/user/social/link/email-code", { body: { linkToken } }),
  });

/** Joins the provider to the account with its email, proven by its password or emailed code. */
export const useSocialLink = () =>
  useMutation({
    mutationFn: async (input: { linkToken: string; password?: string; code?: string }) =>
      (await (await client()).post("/user/social/link", { body: input })).data,
    onSuccess: (answer) => {
      if (!("mfaRequired" in answer)) storeSession(answer);
    },
  });

/** A new person from a provider gives what it did not, and is signed in. */
export const useSocialRegister = () =>
  useMutation({
    mutationFn: async (input: SocialRegisterInput) =>
      (await (await client()).post("/user/register/social", { body: input })).data,
    onSuccess: (answer) => {
      if (!("mfaRequired" in answer)) storeSession(answer);
    },
  });
