/** A client's picture, or their initials (the client-account feature adds pictures). */
export function ClientAvatar({
  firstName,
  lastName,
  photoUrl,
  size = "md",
}: {
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "size-20 text-2xl" : "size-10 text-sm";
  if (photoUrl)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- served by our API with its own caching
      <img src={photoUrl} alt="" className={`shrink-0 rounded-full object-cover ${box}`} />
    );
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-900 ${box}`}
    >
      {firstName.slice(0, 1)}
      {lastName.slice(0, 1)}
    </span>
  );
}
