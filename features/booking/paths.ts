// Kept apart from schemas.ts (zod), so code on every page (the bell's live news, through api.ts)
// does not bring zod into the shell's first-load JavaScript.

/** A booking's path on its viewer's side: /booking/{id} for the client, /appointment/{id} for the therapist. */
export const bookingPath = (role: "client" | "provider", id: string) =>
  `/${role === "client" ? "booking" : "appointment"}/${id}`;
