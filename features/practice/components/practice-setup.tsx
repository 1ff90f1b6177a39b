"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useProviderProfile } from "../api";
import { FeesSection } from "./fees-section";
import { LicenseStatesForm } from "./license-states-form";
import { ListingChecklist } from "./listing-checklist";
import { LocationForm } from "./location-form";
import { PhotoPicker } from "./photo-picker";
import { ProfileForm } from "./profile-form";
import { SessionLinkForm } from "./session-link-form";

function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The therapist's practice: listing status, photo, profile, location, session room and fees. */
export function PracticeSetup() {
  const t = useTranslations("Practice");
  const tc = useTranslations("Common");
  const profile = useProviderProfile();
  if (profile.isLoading) return <Spinner label={tc("loading")} />;
  if (!profile.data) return <p role="alert">{tc("genericError")}</p>;
  const p = profile.data;
  const name = `${p.profileInfo.firstName} ${p.profileInfo.lastName}`;

  return (
    <div className="space-y-6">
      <ListingChecklist profile={p} />
      <Card id="photo-heading" title={t("photoTitle")}>
        <PhotoPicker photo={p.profileInfo.photo} name={name} />
      </Card>
      <Card id="profile-heading" title={t("profileTitle")}>
        <ProfileForm
          key={`profile-${p.profileInfo.firstName}-${p.title}-${p.officeAddress}`}
          profile={p}
        />
      </Card>
      <Card id="location-heading" title={t("locationTitle")} intro={t("locationIntro")}>
        {/* Both forms write the office address: one saving it starts the other from it. */}
        <LocationForm key={`location-${p.officeAddress}`} profile={p} />
      </Card>
      <Card id="session-link-heading" title={t("sessionLinkTitle")} intro={t("sessionLinkIntro")}>
        <SessionLinkForm />
      </Card>
      <Card id="licenses-heading" title={t("licensesTitle")} intro={t("licensesIntro")}>
        <LicenseStatesForm countryId={p.profileInfo.country?.identifier} />
      </Card>
      <Card id="fees-heading" title={t("feesTitle")} intro={`${t("feesIntro")} ${t("commission")}`}>
        <FeesSection profile={p} />
      </Card>
    </div>
  );
}
