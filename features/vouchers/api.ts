"use client";

import type { Data } from "@/lib/api/envelope";
import { api } from "@/lib/api/client";

/** Query keys of vouchers: other features invalidate only through these. */
export const vouchersKeys = { all: ["vouchers"] as const };

export async function fetchVouchers() {
  return (await api.get<Data<unknown>>("/vouchers")).data.data;
}
