"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorToMessage } from "@/lib/api/error-message";
import { useEmailPreferences, useSaveEmailPreferences } from "../api";
import type { EmailPreferences } from "../schemas";

const CHOICES = ["sessionReminders", "unreadMessages"] as const;

/**
 * The emails a person may turn off (decision 0505), each saved as it is ticked. The emails they
 * cannot turn off (a booking, a cancellation, a move, security) are said to stay.
 */
export function EmailPreferencesSection() {
  const t = useTranslations("Accounts");
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  // The choice being saved, shown at once (set in the click itself, so the box never flickers
  // back); what is stored shows again once the server has answered, either way.
  const [saving, setSaving] = useState<EmailPreferences | null>(null);
  const shown = saving ?? preferences.data;

  const change = (key: keyof EmailPreferences, on: boolean) => {
    if (!shown) return;
    const next = { ...shown, [key]: on };
    setSaving(next);
    save.mutate(next, {
      onSuccess: () => toast.success(t("emailPreferences.saved")),
      onError: (error) => toast.error(errorToMessage(error, t("emailPreferences.failed"))),
      onSettled: () => setSaving(null),
    });
  };

  return (
    <section
      aria-labelledby="email-preferences-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="email-preferences-heading" className="text-lg font-semibold">
        {t("emailPreferences.title")}
      </h2>
      {preferences.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorToMessage(preferences.error, t("emailPreferences.failed"))}
        </p>
      ) : (
        <fieldset className="mt-4 space-y-4" disabled={!shown}>
          <legend className="sr-only">{t("emailPreferences.title")}</legend>
          {CHOICES.map((key) => (
            <label key={key} className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-600"
                checked={shown?.[key] ?? true}
                onChange={(e) => change(key, e.currentTarget.checked)}
              />
              <span>
                <span className="block font-medium">{t(`emailPreferences.${key}`)}</span>
                <span className="block text-sm text-muted">{t(`emailPreferences.${key}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="mt-4 text-sm text-muted">{t("emailPreferences.always")}</p>
    </section>
  );
}
