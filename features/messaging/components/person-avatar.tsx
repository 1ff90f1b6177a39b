import type { Person } from "../schemas";

/**
 * The one place a person's face is drawn in messaging: their picture when the API gives one, else
 * their initials. The client-profile feature's pictures and avatars plug in here.
 */
export function PersonAvatar({ person, size = "md" }: { person: Person; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-9 text-xs" : "size-11 text-sm";
  if (person.photoUrl)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- served by our API, sized by CSS
      <img src={person.photoUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} />
    );
  const initials = `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-ink`}
    >
      {initials}
    </span>
  );
}
