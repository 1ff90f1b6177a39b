"use client";

import { useIsFetching, useIsMutating } from "@tanstack/react-query";

/** A thin bar at the top of the page while any API call is in flight. */
export function LoadingBar({ label }: { label: string }) {
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[loading_1.2s_ease-in-out_infinite] bg-brand-600" />
      <style>{`@keyframes loading{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}`}</style>
    </div>
  );
}
