"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadFailed } from "./load-failed";
import { Spinner } from "./spinner";

/**
 * A list's three states before its content: loading, could not load (with a retry), and empty.
 * `children` gets the data once there is some to show.
 */
export function QueryState<T>({
  query,
  isEmpty,
  labels,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  labels: { loading: string; failed: string; retry: string; empty: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={labels.loading} />;
  if (query.isError)
    return (
      <LoadFailed
        message={labels.failed}
        retryLabel={labels.retry}
        onRetry={() => query.refetch()}
      />
    );
  if (isEmpty(query.data))
    return (
      <p className="rounded-2xl bg-white p-5 text-sm text-muted ring-1 ring-stone-200">
        {labels.empty}
      </p>
    );
  return <>{children(query.data)}</>;
}
