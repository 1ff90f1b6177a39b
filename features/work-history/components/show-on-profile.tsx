"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorToMessage } from "@/lib/api/error-message";
import { useSaveWorkHistoryVisibility, useWorkHistoryVisibility } from "../api";

/**
 * Whether clients see the work history on the therapist's profile (decision 0211), saved as it is
 * ticked. Off until the therapist chooses: they wrote it for the credential review.
 */
export function ShowOnProfile() {
  const t = useTranslations("WorkHistory");
  const visibility = useWorkHistoryVisibility();
  const save = useSaveWorkHistoryVisibility();
  // The choice being saved, shown in the click itself so the box never flickers back (see
  // EmailPreferencesSection); what is stored shows again once the server has answered.
  const [saving, setSaving] = useState<boolean | null>(null);
  const shown = saving ?? visibility.data?.showOnProfile;

  const change = (showOnProfile: boolean) => {
    setSaving(showOnProfile);
    save.mutate(
      { showOnProfile },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorToMessage(error, t("shownFailed"))),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <label className="flex items-start gap-3 rounded-xl bg-stone-50 p-4">
      <input
        type="checkbox"
        className="mt-1 size-4 accent-brand-600"
        checked={shown ?? false}
        disabled={shown === undefined}
        onChange={(e) => change(e.currentTarget.checked)}
      />
      <span>
        <span className="block font-medium">{t("showOnProfile")}</span>
        <span className="block text-sm text-muted">{t("showOnProfileHint")}</span>
      </span>
    </label>
  );
}
