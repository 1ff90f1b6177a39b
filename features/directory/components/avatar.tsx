/** The therapist's photo, or their initials until one is uploaded. */
export function Avatar({
  firstName,
  lastName,
  photoUrl,
  size = "md",
}: {
  firstName: string;
  lastName: string;
  photoUrl?: string | null;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "size-28 text-3xl" : "size-16 text-xl";
  if (photoUrl) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- served by our API with its own caching
      <img
        src={photoUrl}
        alt=""
        className={`shrink-0 rounded-2xl object-cover ${box}`}
        loading="lazy"
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-2xl bg-brand-100 font-bold text-brand-900 ${box}`}
    >
      {firstName.slice(0, 1)}
      {lastName.slice(0, 1)}
    </span>
  );
}
