"use client";

import { PersonFace } from "@/components/ui/person-face";
import { Link } from "@/lib/i18n/navigation";
import { useProviderProfile } from "../api";

/**
 * The therapist's face and name above the dashboard navigation, with a link to their public
 * profile as clients see it, or, while it is not listed, to the practice page that says what is
 * missing. Labels come from the layout, which sends no namespace for them.
 */
export function ProviderNavCard({
  labels,
}: {
  labels: { publicProfile: string; notListed: string };
}) {
  const profile = useProviderProfile();
  // As tall as the card (a 36 px face beside two 20 px lines), so the menu does not move once it loads.
  if (!profile.data) return <div aria-hidden className="h-10" />;
  const { profileInfo, isListed } = profile.data;
  return (
    <div className="flex items-center gap-3 px-1">
      <PersonFace
        firstName={profileInfo.firstName}
        lastName={profileInfo.lastName}
        photoUrl={profileInfo.photo}
        size="sm"
        className="ring-2 ring-white"
      />
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold">
          {`${profileInfo.firstName} ${profileInfo.lastName}`.trim()}
        </p>
        {isListed ? (
          <Link
            href={`/therapists/${profileInfo.identifier}`}
            className="font-medium text-brand-900 underline"
          >
            {labels.publicProfile}
          </Link>
        ) : (
          <Link href="/practice" className="font-medium text-brand-900 underline">
            {labels.notListed}
          </Link>
        )}
      </div>
    </div>
  );
}
