"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi } from "@/lib/api/typed";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import type { BankDetailsInput } from "./schemas";

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
    queryFn: async () => (await typedApi.get("/provider/earnings", { query: { year } })).data,
    placeholderData: (previous) => previous,
  });

/** Saves a year's sessions as a CSV file (see saveFile: through the API client, not a link). */
export function useDownloadEarnings() {
  return useMutation({
    mutationFn: async (year: number) => {
      // A file download with the server's file name: typedApi reads JSON answers only.
      const answer = await api.get("/provider/earnings/export", {
        params: { year },
        responseType: "text",
      });
      const text: string = answer.data;
      // Reading the text drops the byte order mark that tells a spreadsheet the file is UTF-8.
      const csv = `\uFEFF${text.replace(/^\uFEFF/, "")}`;
      const filename = serverFilename(answer.headers["content-disposition"], "earnings.csv");
      saveFile(csv, "text/csv;charset=utf-8", filename);
    },
  });
}

export const useEarningSessions = (page: number) =>
  useQuery({
    queryKey: earningsKeys.sessions(page),
    queryFn: async () => typedApi.get("/provider/earnings/sessions", { query: { page } }),
    placeholderData: (previous) => previous,
  });

export const useBankDetails = () =>
  useQuery({
    queryKey: earningsKeys.bankDetails,
    queryFn: async () => (await typedApi.get("/provider/bank-details")).data,
  });

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BankDetailsInput) =>
      (await typedApi.put("/provider/bank-details", { body: input })).data,
    onSuccess: ({ message: _message, ...details }) =>
      queryClient.setQueryData(earningsKeys.bankDetails, details),
  });
}
