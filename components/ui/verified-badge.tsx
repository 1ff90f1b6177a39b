/** "Verified" on a therapist's card and profile: a reviewer approved their credentials (0208, 0209). */
export function VerifiedBadge({ label, small = false }: { label: string; small?: boolean }) {
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full bg-emerald-50 font-semibold text-emerald-800 ${
        small ? "px-2.5 py-0.5 text-xs" : "px-3 py-1 text-sm"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor">
        <path d="M10 1.5 3 4.5v5c0 4.2 2.9 7.9 7 9 4.1-1.1 7-4.8 7-9v-5l-7-3Zm-1.2 12.3L5.5 10.5l1.3-1.3 2 2 4.4-4.4 1.3 1.3-5.7 5.7Z" />
      </svg>
      {label}
    </p>
  );
}
