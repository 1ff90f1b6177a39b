/** The therapist's initials until a photo is uploaded. */
export function Avatar({
  firstName,
  lastName,
  size = "md",
}: {
  firstName: string;
  lastName: string;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "size-28 text-3xl" : "size-16 text-xl";
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
