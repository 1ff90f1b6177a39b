"use client";

import { useMutation } from "@tanstack/react-query";
import { forgetSessionEnded } from "@/lib/api/login-redirect";
import { storeSession } from "@/lib/api/session-cookies";
import type { AuthAnswer, LoginInput } from "./schemas";

/**
 * Signs in and keeps the tokens in the spec's cookies. Its own module because the sign-in page is
 * often someone's first page: the API client (axios, ~25 KB gzip) is imported on submit, not with
 * the page, which api.ts's other hooks would pull in.
 */
export const useLogin = () =>
  useMutation({
    mutationFn: async (input: LoginInput) => {
      const { api } = await import("@/lib/api/client");
      return (await api.post<{ data: AuthAnswer }>("/user/login", input)).data.data;
    },
    onSuccess: (answer) => {
      storeSession(answer);
      forgetSessionEnded();
    },
  });
