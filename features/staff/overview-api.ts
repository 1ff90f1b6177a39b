"use client";

import { useQuery } from "@tanstack/react-query";
import { typedApi, type Answer } from "@/lib/api/typed";
import { staffKeys } from "./api";
import type { OverviewWindow } from "./overview-schemas";

// The console's overview (decision 0815): typed by the API's document (decision 0043).
export type StaffOverviewData = Answer<"/staff/overview", "get">["data"];

export const overviewKeys = {
  overview: (days: OverviewWindow) => [...staffKeys.all, "overview", days] as const,
};

export const useStaffOverview = (days: OverviewWindow) =>
  useQuery({
    queryKey: overviewKeys.overview(days),
    queryFn: async () => (await typedApi.get("/staff/overview", { query: { days } })).data,
    // The other window's figures stay on screen while this one loads.
    placeholderData: (previous) => previous,
  });
