"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import type { BankDetails, BankDetailsInput, EarningSession, EarningsSummary } from "./schemas";

/** Query keys of earnings: other features invalidate only through these. */
export const earningsKeys = {
  all: ["earnings"] as const,
  summary: (year?: number) => ["earnings", "summary", year ?? "last-12-months"] as const,
  sessions: (page: number) => ["earnings", "sessions", page] as const,
  bankDetails: ["earnings", "bank-details"] as const,
};

/** The totals and the months: the last twelve, or those of `year`. */
export const useEarningsSummary = (year?: number) =>
  useQuery({
    queryKey: earningsKeys.summary(year),
    queryFn: async () =>
      (await api.get<Data<EarningsSummary>>("/provider/earnings", { params: { year } })).data.data,
    placeholderData: (previous) => previous,
  });

/** Saves a year's sessions as a CSV file (see saveFile: through the API client, not a link). */
export function useDownloadEarnings() {
  return useMutation({
    mutationFn: async (year: number) => {
      const answer = await api.get<string>("/provider/earnings/export", {
        params: { year },
        responseType: "text",
      });
      // Reading the text drops the byte order mark that tells a spreadsheet the file is UTF-8.
      const csv = `\uFEFF${answer.data.replace(/^\uFEFF/, "")}`;
      const filename = serverFilename(answer.headers["content-disposition"], "earnings.csv");
      saveFile(csv, "text/csv;charset=utf-8", filename);
    },
  });
}

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
