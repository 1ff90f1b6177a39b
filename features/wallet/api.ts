"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi, type Answer, type Request } from "@/lib/api/typed";
import { PAYMENT_STATUS_POLL_MS } from "./top-up";

/** What the wallet's calls answer, read off the API's document (decision 0043). */
type WalletBalance = Answer<"/wallet/balance", "get">["data"];
type VirtualAccountAnswer = Answer<"/virtual-accounts/account", "get">["data"];
type TransactionsQuery = NonNullable<Request<"/wallet/transactions", "get">["query"]>;

export const walletKeys = {
  all: ["wallet"] as const,
  balance: ["wallet", "balance"] as const,
  stats: ["wallet", "stats"] as const,
  transactions: (query: TransactionsQuery) => ["wallet", "transactions", query] as const,
  transaction: (id: string) => ["wallet", "transaction", id] as const,
  paymentStatus: (reference: string) => ["payment", "status", reference] as const,
  sandbox: (reference: string) => ["payment", "sandbox", reference] as const,
  virtualAccount: ["wallet", "virtual-account"] as const,
};

export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: async () => (await typedApi.get("/wallet/balance")).data,
  });
export const useWalletBalance = () => useQuery(walletBalanceQuery());

export const useWalletStats = () =>
  useQuery({
    queryKey: walletKeys.stats,
    queryFn: async () => (await typedApi.get("/wallet/stats")).data,
  });

export const useTransactions = (query: TransactionsQuery) =>
  useQuery({
    queryKey: walletKeys.transactions(query),
    queryFn: async () => typedApi.get("/wallet/transactions", { query }),
    placeholderData: (previous) => previous,
  });

/** One transaction; `initial` is what the server already read for the page, shown at once. */
export const useTransaction = (
  id: string,
  initial?: Answer<"/wallet/transactions/{id}", "get">["data"],
) =>
  useQuery({
    queryKey: walletKeys.transaction(id),
    queryFn: async () => (await typedApi.get("/wallet/transactions/{id}", { path: { id } })).data,
    initialData: initial,
    retry: false,
  });

export const useStartTopUp = () =>
  useMutation({
    mutationFn: async ({ amount, returnPath }: { amount: number; returnPath?: string }) =>
      (await typedApi.post("/payment/wallet", { body: { amount, returnPath } })).data,
  });

/**
 * Spec section 4: the status is polled every 5 seconds until it is success or failure. On
 * success the balance, stats and transactions are read again.
 */
export function usePaymentStatus(reference: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: walletKeys.paymentStatus(reference ?? ""),
    enabled: Boolean(reference),
    queryFn: async () => {
      const { data: answer } = await typedApi.get("/payment/status/{reference}", {
        path: { reference: reference ?? "" },
      });
      if (answer.status === "success") {
        // A first read still in flight may predate the credit, and invalidating would only join
        // it: cancel such reads, then read everything again.
        await queryClient.cancelQueries({ queryKey: walletKeys.all });
        await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      }
      return answer;
    },
    // A failed poll keeps the last answer (pending) and polling goes on; a first failure ends it.
    refetchInterval: (query) =>
      query.state.data?.status === "pending" ? PAYMENT_STATUS_POLL_MS : false,
    retry: false,
    staleTime: Infinity,
  });
}

export const useSandboxCheckout = (reference: string) =>
  useQuery({
    queryKey: walletKeys.sandbox(reference),
    queryFn: async () =>
      (await typedApi.get("/payment/sandbox/{reference}", { path: { reference } })).data,
    retry: false,
  });

export const useSandboxDecision = (reference: string) =>
  useMutation({
    mutationFn: async (decision: "approve" | "decline") =>
      (
        await typedApi.post("/payment/sandbox/{reference}/{decision}", {
          path: { reference, decision },
        })
      ).data,
  });

export const useVirtualAccount = () =>
  useQuery({
    queryKey: walletKeys.virtualAccount,
    queryFn: async () => (await typedApi.get("/virtual-accounts/account")).data,
  });

export function useGenerateVirtualAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await typedApi.post("/virtual-accounts/generate")).data,
    onSuccess: (account) =>
      queryClient.setQueryData<VirtualAccountAnswer>(walletKeys.virtualAccount, {
        account,
        available: true,
      }),
  });
}

/** The test bank sends a transfer into the client's sandbox account (test mode only). */
export function useSandboxTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amount: number) =>
      (await typedApi.post("/virtual-accounts/sandbox-transfer", { body: { amount } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/**
 * Asks the gateway to send again the notices of transfers into the client's account, for one that
 * never came (decision 0106). Fire and forget: the waiting screen learns of a credit from the balance.
 */
export const useRequeryTransfers = () =>
  useMutation({
    mutationFn: async () => (await typedApi.post("/virtual-accounts/requery")).data,
  });

/** Reads the balance every 5 seconds until `arrived` says what was awaited (a bank transfer) came. */
export const useWalletBalanceUntil = (arrived: (balance: WalletBalance) => boolean) =>
  useQuery({
    ...walletBalanceQuery(),
    refetchInterval: (query) =>
      query.state.data && arrived(query.state.data) ? false : PAYMENT_STATUS_POLL_MS,
  });

/** The client's withdrawals to a bank account (decision 0114), newest first. */
export const useWithdrawals = (page: number) =>
  useQuery({
    queryKey: [...walletKeys.all, "withdrawals", page] as const,
    queryFn: async () => typedApi.get("/wallet/withdrawals", { query: { page } }),
    placeholderData: (previous) => previous,
  });

export type WithdrawalBody = Request<"/wallet/withdrawals", "post">["body"];

/** Asks for a withdrawal: the balance, the stats, the ledger and the list are read again. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WithdrawalBody) =>
      (await typedApi.post("/wallet/withdrawals", { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
