"use client";

import { useId, useMemo, useState } from "react";

type Country = { identifier: string; name: string };

/**
 * "YOUR PREFERENCES" country select with search (spec section 2): the current country is listed
 * first, then the rest by name; typing narrows the list.
 */
export function CountrySearch({
  countries,
  currentId,
  value,
  onChange,
  labels,
}: {
  countries: Country[];
  /** The client's own country, listed first. */
  currentId: string | null;
  value: string | null;
  onChange: (id: string) => void;
  labels: { legend: string; search: string; none: string; current: string };
}) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const ordered = useMemo(() => {
    const current = countries.filter((c) => c.identifier === currentId);
    const rest = countries
      .filter((c) => c.identifier !== currentId)
      .sort((a, b) => a.name.localeCompare(b.name));
    return [...current, ...rest];
  }, [countries, currentId]);
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? ordered.filter((c) => c.name.toLocaleLowerCase().includes(needle))
    : ordered;

  return (
    <fieldset>
      <legend className="text-sm font-semibold">{labels.legend}</legend>
      <label htmlFor={searchId} className="sr-only">
        {labels.search}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={labels.search}
        className="mt-2 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
      />
      <div className="mt-2 max-h-56 overflow-y-auto rounded-xl ring-1 ring-stone-200">
        {shown.length === 0 ? (
          <p className="p-3 text-sm text-muted">{labels.none}</p>
        ) : (
          <ul>
            {shown.map((c) => (
              <li key={c.identifier}>
                <label className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-stone-50 has-checked:bg-brand-50 has-checked:font-semibold">
                  <input
                    type="radio"
                    name={`${searchId}-country`}
                    value={c.identifier}
                    checked={value === c.identifier}
                    onChange={() => onChange(c.identifier)}
                    className="accent-brand-600"
                  />
                  {c.name}{" "}
                  {c.identifier === currentId && (
                    <span className="text-xs font-normal text-muted">({labels.current})</span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
