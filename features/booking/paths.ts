// Kept apart from schemas.ts (zod), so code on every page (the bell's live news, through api.ts)
// does not bring zod into the shell's first-load JavaScript.

/** The viewer's side of the API: /booking for the client, /appointment for the therapist. */
export const sidePath = (role: "client" | "provider"): "/booking" | "/appointment" =>
  role === "client" ? "/booking" : "/appointment";
