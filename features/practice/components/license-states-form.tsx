"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useStates } from "@/features/region/api";
import { errorToMessage } from "@/lib/api/error-message";
import { useLicenseStates, useSaveLicenseStates } from "../api";

/** The states of their country a therapist is licensed in; clients searching by state find them there. */
export function LicenseStatesForm({ countryId }: { countryId: string | undefined }) {
  const t = useTranslations("Practice");
  const tc = useTranslations("Common");
  const states = useStates(countryId);
  const licensed = useLicenseStates();
  const save = useSaveLicenseStates();
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [filter, setFilter] = useState("");

  if (states.isLoading || licensed.isLoading) return <Spinner label={tc("loading")} />;
  if (states.isError || licensed.isError) return <p role="alert">{tc("genericError")}</p>;
  if (!states.data?.length) return <p className="text-sm text-muted">{t("noStates")}</p>;
  const chosen = edited ?? new Set(licensed.data!.map((s) => s.identifier));
  const shown = states.data.filter((s) =>
    `${s.name} ${s.code}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  function toggle(id: string) {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setEdited(next);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync([...chosen]);
      setEdited(null);
      toast.success(t("licensesSaved"));
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-3">
      <label className="block text-sm">
        <span className="font-medium">{t("findState")}</span>
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="mt-1 block w-full max-w-xs rounded-xl border border-stone-300 bg-white px-3 py-2"
        />
      </label>
      <fieldset>
        <legend className="text-sm text-muted">{t("licensesCount", { count: chosen.size })}</legend>
        <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-xl p-1 ring-1 ring-stone-200 sm:grid-cols-3">
          {shown.map((s) => (
            <label
              key={s.identifier}
              className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm"
            >
              <input
                type="checkbox"
                checked={chosen.has(s.identifier)}
                onChange={() => toggle(s.identifier)}
                className="size-4 accent-brand-600"
              />
              {s.name}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={save.isPending || edited === null}>
        {t("saveLicenses")}
      </Button>
    </form>
  );
}
