"use client";

import { Button } from "./button";

/** A list or panel that could not load: what failed, and a button to ask again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
      {message}
      <Button variant="ghost" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
