"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Page } from "@/lib/api/envelope";
import { LoadFailed } from "./load-failed";
import { Pager } from "./pager";
import { Spinner } from "./spinner";

type Labels = { loading: string; failed: string; retry: string; empty: string };

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
  labels: Labels;
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

/** A numbered list in a card, one row per item, with its three states and its pager. */
export function PagedList<T>({
  query,
  labels,
  onPage,
  keyOf,
  children,
}: {
  query: UseQueryResult<Page<T>>;
  labels: Labels;
  onPage: (page: number) => void;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(answer) => answer.data.length === 0} labels={labels}>
      {(answer) => (
        <>
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {answer.data.map((item) => (
              <li
                key={keyOf(item)}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4"
              >
                {children(item)}
              </li>
            ))}
          </ul>
          <Pager meta={answer.meta} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
