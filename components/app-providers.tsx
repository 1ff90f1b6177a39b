"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { MockingGate } from "@/lib/mocking/mocking-gate";
import { makeQueryClient } from "@/lib/query/query-client";
import { Toaster } from "./ui/toaster";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <MockingGate>{children}</MockingGate>
    </QueryClientProvider>
  );
}
