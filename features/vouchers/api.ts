"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { walletKeys } from "@/features/wallet/api";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import type { BuyVoucherInput, RedeemedVoucher, Voucher } from "./schemas";

/** Query keys of vouchers: other features invalidate only through these. */
export const vouchersKeys = {
  all: ["vouchers"] as const,
  bought: (page: number) => ["vouchers", "bought", page] as const,
};

export const useVouchersBought = (page: number) =>
  useQuery({
    queryKey: vouchersKeys.bought(page),
    queryFn: async () => (await api.get<Page<Voucher>>("/vouchers", { params: { page } })).data,
    placeholderData: (previous) => previous,
  });

/** Buying moves money out of the wallet: its balance and transactions are read again. */
export function useBuyVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BuyVoucherInput) =>
      (await api.post<Data<Voucher>>("/vouchers", input)).data.data,
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
      (await api.post<Data<RedeemedVoucher>>("/vouchers/redeem", { code })).data.data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vouchersKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
