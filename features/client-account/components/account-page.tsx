"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useClientProfile } from "../api";
import { needsProfileUpdate } from "../face";
import { EmergencyContactForm } from "./emergency-contact-form";
import { PictureSection } from "./picture-section";
import { ClientProfileForm } from "./profile-form";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6";

/** /account: the client's picture, profile and emergency contact, each saved on its own. */
export function AccountPage() {
  const t = useTranslations("ClientAccount");
  const tc = useTranslations("Common");
  const profile = useClientProfile();
  if (profile.isLoading) return <Spinner label={tc("loading")} className="py-10" />;
  if (!profile.data)
    return (
      <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-sm text-red-800">
        <p>{t("loadFailed")}</p>
        <Button variant="secondary" onClick={() => profile.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  const data = profile.data;
  return (
    <div className="space-y-6">
      {needsProfileUpdate(data) && (
        <p className="rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200">
          {t("missingName")}
        </p>
      )}
      <section aria-labelledby="picture-title" className={card}>
        <h2 id="picture-title" className="mb-4 text-lg font-semibold">
          {t("pictureTitle")}
        </h2>
        <PictureSection profile={data} />
      </section>
      <section aria-labelledby="profile-title" className={card}>
        <h2 id="profile-title" className="mb-4 text-lg font-semibold">
          {t("profileTitle")}
        </h2>
        <ClientProfileForm profile={data} />
      </section>
      <section aria-labelledby="emergency-title" className={card}>
        <h2 id="emergency-title" className="text-lg font-semibold">
          {t("emergencyTitle")}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted">{t("emergencyText")}</p>
        <EmergencyContactForm contact={data.emergencyContact} />
      </section>
    </div>
  );
}
