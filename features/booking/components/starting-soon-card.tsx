import type { ReactNode } from "react";

/**
 * The overview's card for a session starting soon or under way (decision 0308): a heading, how to
 * join, and a link to the session's page. A client's or therapist's own session and an invited
 * participant's (0312) share it; texts and the link come from the caller.
 */
export function StartingSoonCard({
  id,
  heading,
  link,
  children,
}: {
  id: string;
  heading: string;
  /** The link to the session's page (the caller's, so this card needs no router). */
  link: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-2xl bg-brand-50 p-5 text-sm ring-1 ring-brand-300"
    >
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
      {link}
    </section>
  );
}

/** How the card's link looks. */
export const startingSoonLinkClass = "inline-block font-medium text-brand-800 underline";
