"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { walletKeys } from "@/features/wallet/api";
import { typedApi } from "@/lib/api/typed";
import type { BuyVoucherInput } from "./schemas";

/** Query keys of vouchers: other features invalidate only through these. */
export const vouchersKeys = {
  all: ["vouchers"] as const,
  bought: (page: number) => ["vouchers", "bought", page] as const,
};

export const useVouchersBought = (page: number) =>
  useQuery({
    queryKey: vouchersKeys.bought(page),
    queryFn: async () => typedApi.get("/vouchers", { query: { page } }),
    placeholderData: (previous) => previous,
  });

/** Buying moves money out of the wallet: its balance and transactions are read again. */
export function useBuyVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BuyVoucherInput) =>
      (await typedApi.post("/vouchers", { body: input })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vouchersKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}

export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await typedApi.post("/vouchers/redeem", { body: { code } })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vouchersKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
