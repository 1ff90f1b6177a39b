import "server-only";

/** First name and initial only: enough to feel real, not enough to identify a client. */
export const shortName = (name: { firstName: string; lastName: string } | undefined) =>
  name ? `${name.firstName} ${name.lastName.slice(0, 1)}.` : null;
