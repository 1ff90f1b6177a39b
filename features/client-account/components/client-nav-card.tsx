"use client";

import { Link } from "@/lib/i18n/navigation";
import { useClientProfile } from "../api";
import { needsProfileUpdate } from "../face";
import { ClientFace } from "./client-face";

/**
 * The client's face and name above the dashboard navigation, with "Update Profile" while a name
 * is missing (spec section 2). Labels come from the layout, which sends no namespace for them.
 */
export function ClientNavCard({ updateProfile }: { updateProfile: string }) {
  const profile = useClientProfile();
  // As tall as the card (a 36 px face beside two 20 px lines), so the menu does not move once it loads.
  if (!profile.data) return <div aria-hidden className="h-10" />;
  const { firstName, lastName, photoUrl, userName } = profile.data;
  return (
    <div className="flex items-center gap-3 px-1">
      <ClientFace firstName={firstName} lastName={lastName} photoUrl={photoUrl} size="sm" />
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold">{`${firstName} ${lastName}`.trim() || userName}</p>
        {needsProfileUpdate(profile.data) ? (
          <Link href="/account" className="font-medium text-brand-900 underline">
            {updateProfile}
          </Link>
        ) : (
          <p className="truncate text-muted">@{userName}</p>
        )}
      </div>
    </div>
  );
}
