"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi, type Answer, type Request } from "@/lib/api/typed";
import { staffKeys } from "./api";

// The console's money area (decision 0810): typed by the API's document (decision 0043).
type PayoutsQuery = NonNullable<Request<"/staff/payouts", "get">["query"]>;
type AdjustmentsQuery = NonNullable<Request<"/staff/adjustments", "get">["query"]>;
export type PayoutRow = Answer<"/staff/payouts", "get">["data"][number];
export type WalletAdjustmentRow = Answer<"/staff/adjustments", "get">["data"][number];
export type RecordPayoutBody = Request<"/staff/payouts", "post">["body"];
export type AdjustmentBody = Request<"/staff/adjustments", "post">["body"];

export const moneyKeys = {
  all: [...staffKeys.all, "money"] as const,
  payouts: (query: PayoutsQuery) => [...moneyKeys.all, "payouts", query] as const,
  payoutLists: () => [...moneyKeys.all, "payouts"] as const,
  wallets: (q: string) => [...moneyKeys.all, "wallets", q] as const,
  wallet: (id: string) => [...moneyKeys.all, "wallet", id] as const,
  adjustments: (query: AdjustmentsQuery) => [...moneyKeys.all, "adjustments", query] as const,
  adjustmentLists: () => [...moneyKeys.all, "adjustments"] as const,
};

export const usePayouts = (query: PayoutsQuery) =>
  useQuery({
    queryKey: moneyKeys.payouts(query),
    queryFn: () => typedApi.get("/staff/payouts", { query }),
    placeholderData: (previous) => previous,
  });

/** "Record as paid": the list is read again, so the row shows its payout (or who won). */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecordPayoutBody) =>
      (await typedApi.post("/staff/payouts", { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.payoutLists() }),
  });
}

/** People whose wallet may be adjusted, by name or email; nothing is asked until there is a search. */
export const useWalletSearch = (q: string) =>
  useQuery({
    queryKey: moneyKeys.wallets(q),
    queryFn: () => typedApi.get("/staff/wallets", { query: { q, page: 1 } }),
    enabled: q.length > 0,
  });

export const useStaffWallet = (id: string) =>
  useQuery({
    queryKey: moneyKeys.wallet(id),
    queryFn: async () => (await typedApi.get("/staff/wallets/{id}", { path: { id } })).data,
  });

export const useAdjustments = (query: AdjustmentsQuery) =>
  useQuery({
    queryKey: moneyKeys.adjustments(query),
    queryFn: () => typedApi.get("/staff/adjustments", { query }),
    placeholderData: (previous) => previous,
  });

/** A balance changed: the wallet, the lists and the person's page (which shows it) read again. */
function useBalanceChanged() {
  const queryClient = useQueryClient();
  return (userId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moneyKeys.wallet(userId) }),
      queryClient.invalidateQueries({ queryKey: moneyKeys.adjustmentLists() }),
      queryClient.invalidateQueries({ queryKey: staffKeys.person(userId) }),
    ]);
}

export function useRequestAdjustment() {
  const changed = useBalanceChanged();
  return useMutation({
    mutationFn: async (body: AdjustmentBody) =>
      (await typedApi.post("/staff/adjustments", { body })).data,
    onSuccess: (made) => changed(made.person.identifier),
  });
}

export type AdjustmentDecision = { id: string } & (
  { decision: "approve" } | { decision: "reject"; reason: string }
);

/** Approve or reject a pending adjustment; the lists are read again whoever won. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  const changed = useBalanceChanged();
  return useMutation({
    mutationFn: async (input: AdjustmentDecision) =>
      input.decision === "approve"
        ? (await typedApi.post("/staff/adjustments/{id}/approve", { path: { id: input.id } })).data
        : (
            await typedApi.post("/staff/adjustments/{id}/reject", {
              path: { id: input.id },
              body: { reason: input.reason },
            })
          ).data,
    onSuccess: (decided) => changed(decided.person.identifier),
    onError: () => queryClient.invalidateQueries({ queryKey: moneyKeys.adjustmentLists() }),
  });
}

// Clients' withdrawals to their bank account (decision 0114).
type WithdrawalsQuery = NonNullable<Request<"/staff/withdrawals", "get">["query"]>;
export type StaffWithdrawalRow = Answer<"/staff/withdrawals", "get">["data"][number];
const withdrawalKeys = {
  all: [...moneyKeys.all, "withdrawals"] as const,
  list: (query: WithdrawalsQuery) => [...moneyKeys.all, "withdrawals", query] as const,
};

export const useStaffWithdrawals = (query: WithdrawalsQuery) =>
  useQuery({
    queryKey: withdrawalKeys.list(query),
    queryFn: () => typedApi.get("/staff/withdrawals", { query }),
    placeholderData: (previous) => previous,
  });

export type WithdrawalSettlement = { id: string } & (
  { outcome: "paid"; reference: string } | { outcome: "failed"; reason: string }
);

/** Paid or failed; the lists are read again whoever won. */
export function useSettleWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WithdrawalSettlement) =>
      input.outcome === "paid"
        ? (
            await typedApi.post("/staff/withdrawals/{id}/paid", {
              path: { id: input.id },
              body: { reference: input.reference },
            })
          ).data
        : (
            await typedApi.post("/staff/withdrawals/{id}/failed", {
              path: { id: input.id },
              body: { reason: input.reason },
            })
          ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}
