"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";

/** A list's search box: the search goes into the URL when submitted. */
export function SearchForm({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = useTranslations("Staff");
  const [q, setQ] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <form role="search" method="get" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="min-w-0 flex-1 sm:max-w-sm">
        <span className="sr-only">{t("search")}</span>
        <input
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t("searchPlaceholder")}
          className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-sm"
        />
      </label>
      <Button type="submit">{t("search")}</Button>
    </form>
  );
}

/** How long someone has waited, in the largest whole unit. */
export function useWaitText() {
  const t = useTranslations("Staff");
  return (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return t("wait.minutes", { count: minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return t("wait.hours", { count: hours });
    return t("wait.days", { count: Math.floor(hours / 24) });
  };
}
