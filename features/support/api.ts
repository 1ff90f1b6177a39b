"use client";

import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type { ContactInput, ContactReceipt } from "./schemas";

export const useSendContact = () =>
  useMutation({
    mutationFn: async (input: ContactInput) =>
      (await api.post<Data<ContactReceipt>>("/support/contact", input)).data.data,
  });
