"use client";

import type { Data } from "@/lib/api/envelope";
import { api } from "@/lib/api/client";

/** Query keys of credentials: other features invalidate only through these. */
export const credentialsKeys = { all: ["credentials"] as const };

export async function fetchCredentials() {
  return (await api.get<Data<unknown>>("/credentials")).data.data;
}
