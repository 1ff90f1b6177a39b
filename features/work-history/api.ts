"use client";

import type { Data } from "@/lib/api/envelope";
import { api } from "@/lib/api/client";

/** Query keys of work-history: other features invalidate only through these. */
export const workHistoryKeys = { all: ["work-history"] as const };

export async function fetchWorkHistory() {
  return (await api.get<Data<unknown>>("/work-history")).data.data;
}
