import { faceOf } from "../face";

const SIZES = { sm: "size-9 text-sm", md: "size-16 text-xl", lg: "size-28 text-3xl" } as const;

/**
 * A client's face wherever it is shown: their picture, else their avatar, else their initials.
 * Decorative by default (the name is written beside it); pass `alt` where it stands alone.
 */
export function ClientFace({
  firstName,
  lastName,
  photoUrl,
  size = "md",
  alt = "",
}: {
  firstName: string;
  lastName: string;
  photoUrl: string | null | undefined;
  size?: keyof typeof SIZES;
  alt?: string;
}) {
  const face = faceOf({ firstName, lastName, photoUrl });
  if (face.photoUrl)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- our API or public/avatars, sized here
      <img
        src={face.photoUrl}
        alt={alt}
        className={`shrink-0 rounded-full bg-brand-50 object-cover ring-2 ring-white ${SIZES[size]}`}
      />
    );
  return (
    <span
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`grid shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-900 ${SIZES[size]}`}
    >
      {face.initials}
    </span>
  );
}
