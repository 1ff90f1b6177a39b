"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import {
  useAllCountries,
  useClientProfile,
  usePreferenceOptions,
  usePreferences,
  useSavePreferences,
} from "../api";
import { PREFERENCE_KINDS, type PreferenceKind, type Preferences } from "../schemas";
import { CountrySearch } from "./country-search";

/**
 * "YOUR PREFERENCES" (spec section 2 and 3): the country with search, then every preference list,
 * each optional. Saved to the server and kept in local storage as the client booking profile.
 * `kinds` limits the lists shown (the recommendations page shows those that shaped its ranking).
 */
export function PreferencesPanel({
  onSaved,
  kinds = PREFERENCE_KINDS,
  compact = false,
}: {
  onSaved?: () => void;
  kinds?: readonly PreferenceKind[];
  compact?: boolean;
}) {
  const t = useTranslations("Preferences");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const prefs = usePreferences();
  const options = usePreferenceOptions(locale);
  const countries = useAllCountries();
  const profile = useClientProfile();

  if (prefs.isLoading || options.isLoading || countries.isLoading)
    return <Spinner label={tc("loading")} className="py-6" />;
  if (!prefs.data || !options.data || !countries.data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
        {t("loadFailed")}
      </p>
    );
  return (
    <PreferencesForm
      // A fresh form when the saved preferences change under it.
      key={JSON.stringify(prefs.data)}
      saved={prefs.data}
      options={options.data}
      countries={countries.data}
      currentCountryId={profile.data?.countryIdentifier ?? null}
      kinds={kinds}
      compact={compact}
      onSaved={onSaved}
    />
  );
}

function PreferencesForm({
  saved,
  options,
  countries,
  currentCountryId,
  kinds,
  compact,
  onSaved,
}: {
  saved: Preferences;
  options: NonNullable<ReturnType<typeof usePreferenceOptions>["data"]>;
  countries: { identifier: string; name: string }[];
  currentCountryId: string | null;
  kinds: readonly PreferenceKind[];
  compact: boolean;
  onSaved?: () => void;
}) {
  const t = useTranslations("Preferences");
  const tc = useTranslations("Common");
  const save = useSavePreferences(onSaved);
  const [values, setValues] = useState<Preferences>(saved);

  const toggle = (kind: PreferenceKind, id: string) =>
    setValues((v) => ({
      ...v,
      [kind]: v[kind].includes(id) ? v[kind].filter((x) => x !== id) : [...v[kind], id],
    }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    try {
      toast.success((await save.mutateAsync(values)).message);
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
      <CountrySearch
        countries={countries}
        currentId={currentCountryId}
        value={values.countryIdentifier}
        onChange={(id) => setValues((v) => ({ ...v, countryIdentifier: id }))}
        labels={{
          legend: t("country"),
          search: t("countrySearch"),
          none: t("countryNone"),
          current: t("current"),
        }}
      />
      <div className={compact ? "space-y-5" : "grid gap-6 sm:grid-cols-2"}>
        {kinds
          .filter((kind) => options[kind].length)
          .map((kind) => (
            <fieldset key={kind}>
              <legend className="text-sm font-semibold">{t(`kinds.${kind}`)}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {options[kind].map((option) => (
                  <label
                    key={option.identifier}
                    className="cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 ring-stone-300 transition hover:bg-stone-50 has-checked:bg-brand-100 has-checked:font-semibold has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={values[kind].includes(option.identifier)}
                      onChange={() => toggle(kind, option.identifier)}
                    />
                    {option.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
