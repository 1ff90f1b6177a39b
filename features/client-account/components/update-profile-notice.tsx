"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useClientProfile } from "../api";
import { needsProfileUpdate } from "../face";

/** Spec section 2: "Update Profile" leads to /account while a first or last name is missing. */
export function UpdateProfileNotice() {
  const t = useTranslations("ClientAccount");
  const profile = useClientProfile();
  if (!profile.data || !needsProfileUpdate(profile.data)) return null;
  return (
    <p className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200">
      {t("missingName")}
      <Link href="/account" className="font-semibold text-brand-900 underline">
        {t("updateProfile")}
      </Link>
    </p>
  );
}
