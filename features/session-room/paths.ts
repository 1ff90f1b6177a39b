/** A room's paths on its viewer's side: /booking/{id}/room for a client or invitee, /appointment/… for the therapist. */
export const roomPath = (side: "client" | "provider", id: string) =>
  `/${side === "client" ? "booking" : "appointment"}/${id}/room`;
