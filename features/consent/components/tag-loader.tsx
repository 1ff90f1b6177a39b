"use client";

import { useEffect } from "react";
import { allowedTags, type TagId } from "@/lib/analytics/consent";
import { useConsent } from "@/lib/analytics/consent-store";
import { isUntrackedPath } from "@/lib/analytics/untracked";
// The raw path (with its locale): it works outside next-intl's provider, as this loader may run.
import { usePathname } from "next/navigation";

/** Script URLs of third-party tags; each is absent unless configured. */
const TAG_SOURCES: Partial<Record<TagId, string>> = {
  analytics: process.env.NEXT_PUBLIC_TAG_ANALYTICS_SRC,
  advertising: process.env.NEXT_PUBLIC_TAG_ADVERTISING_SRC,
  "social-pixel": process.env.NEXT_PUBLIC_TAG_SOCIAL_PIXEL_SRC,
  "session-recording": process.env.NEXT_PUBLIC_TAG_SESSION_RECORDING_SRC,
};

/** Loads each consented tag once and tells the tag services about consent changes. */
export function TagLoader() {
  const consent = useConsent();
  const pathname = usePathname();
  const untracked = isUntrackedPath(pathname ?? "/");

  useEffect(() => {
    if (consent === undefined) return;
    if (untracked) {
      // Clinical pages carry no tag whatever the consent (issue 70). A tag loaded on an earlier
      // page of this visit is still running, and a script cannot be unloaded: start a new document.
      if (document.querySelector("script[data-tag]")) window.location.reload();
      return;
    }
    window.dataLayer ??= [];
    window.dataLayer.push({
      event: "consent_update",
      analytics: consent?.grants.analytics ?? false,
      advertising: consent?.grants.advertising ?? false,
      personalization: consent?.grants.personalization ?? false,
    });
    for (const tag of allowedTags(consent, TAG_SOURCES)) {
      if (document.querySelector(`script[data-tag="${tag}"]`)) continue;
      const script = document.createElement("script");
      script.src = TAG_SOURCES[tag]!;
      script.async = true;
      script.dataset.tag = tag;
      // Spec 8.9: a tag that fails to load (blocked, offline) is logged, with no user message.
      script.onerror = () => console.warn(`[tags] ${tag} failed to load from ${script.src}`);
      document.head.appendChild(script);
    }
  }, [consent, untracked]);

  return null;
}
