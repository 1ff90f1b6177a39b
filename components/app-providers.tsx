"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { MockingGate } from "@/lib/mocking/mocking-gate";
import { makeQueryClient } from "@/lib/query/query-client";
import { LoadingBar } from "./ui/loading-bar";
import { Toaster } from "./ui/toaster";

export function AppProviders({
  children,
  loadingLabel,
}: {
  children: ReactNode;
  loadingLabel: string;
}) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LoadingBar label={loadingLabel} />
      <Toaster />
      <MockingGate>{children}</MockingGate>
    </QueryClientProvider>
  );
}
