"use client";

import { useState, type ReactNode } from "react";

/** On phones the filters fold away behind one button, so the results are not a screen away. */
export function CollapsibleFilters({
  label,
  activeCount,
  children,
}: {
  label: string;
  activeCount: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="sm:col-span-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="directory-filters"
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-xl px-1 py-2 text-sm font-semibold sm:hidden"
      >
        <span>
          {label}
          {activeCount > 0 && ` (${activeCount})`}
        </span>
        <span aria-hidden>{open ? "−" : "+"}</span>
      </button>
      <div
        id="directory-filters"
        className={`${open ? "grid" : "hidden"} gap-3 sm:grid sm:grid-cols-3 lg:grid-cols-4`}
      >
        {children}
      </div>
    </div>
  );
}
