"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import type { BankDetails, BankDetailsInput, EarningSession, EarningsSummary } from "./schemas";

/** Query keys of earnings: other features invalidate only through these. */
export const earningsKeys = {
  all: ["earnings"] as const,
  summary: ["earnings", "summary"] as const,
  sessions: (page: number) => ["earnings", "sessions", page] as const,
  bankDetails: ["earnings", "bank-details"] as const,
};

export const useEarningsSummary = () =>
  useQuery({
    queryKey: earningsKeys.summary,
    queryFn: async () => (await api.get<Data<EarningsSummary>>("/provider/earnings")).data.data,
  });

export const useEarningSessions = (page: number) =>
  useQuery({
    queryKey: earningsKeys.sessions(page),
    queryFn: async () =>
      (await api.get<Page<EarningSession>>("/provider/earnings/sessions", { params: { page } }))
        .data,
    placeholderData: (previous) => previous,
  });

export const useBankDetails = () =>
  useQuery({
    queryKey: earningsKeys.bankDetails,
    queryFn: async () => (await api.get<Data<BankDetails>>("/provider/bank-details")).data.data,
  });

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BankDetailsInput) =>
      (await api.put<Data<BankDetails & { message: string }>>("/provider/bank-details", input)).data
        .data,
    onSuccess: ({ message: _message, ...details }) =>
      queryClient.setQueryData(earningsKeys.bankDetails, details),
  });
}
