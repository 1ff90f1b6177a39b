"use client";

import { useState } from "react";
import { useReloadAfterRenewal } from "@/lib/api/fresh-session";

const SIZES = {
  sm: "size-9 text-sm",
  md: "size-11 text-sm",
  lg: "size-16 text-xl",
  xl: "size-28 text-3xl",
} as const;

export type FaceSize = keyof typeof SIZES;

const initialsOf = (firstName: string, lastName: string) =>
  [firstName, lastName].map((part) => Array.from(part.trim())[0]?.toUpperCase() ?? "").join("") ||
  "?";

/**
 * A person's face wherever it is shown: their picture (or chosen avatar), else their initials.
 * A picture this viewer may not load (a client's picture is only for the therapists who have seen
 * them) also falls back to the initials instead of a broken image; one refused because the
 * viewer's access token just expired loads again once it is renewed. Decorative by default (the name
 * is written beside it); pass `alt` where it stands alone.
 */
export function PersonFace({
  firstName,
  lastName,
  photoUrl,
  size = "md",
  alt = "",
  className = "",
}: {
  firstName: string;
  lastName: string;
  photoUrl: string | null | undefined;
  size?: FaceSize;
  alt?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useReloadAfterRenewal(photoUrl, () => setFailed(photoUrl ?? null));
  const box = `shrink-0 rounded-full ${SIZES[size]} ${className}`;
  if (photoUrl && failed !== photoUrl)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- our API or public/avatars, sized here
      <img
        key={reload.key}
        src={photoUrl}
        alt={alt}
        onError={reload.onError}
        className={`${box} bg-brand-50 object-cover`}
      />
    );
  return (
    <span
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${box} grid place-items-center bg-brand-100 font-bold text-brand-900`}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
