"use client";

import { useMutation } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";
import type { ContactInput } from "./schemas";

export const useSendContact = () =>
  useMutation({
    mutationFn: async (input: ContactInput) =>
      (await typedApi.post("/support/contact", { body: input })).data,
  });
