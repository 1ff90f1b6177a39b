// Limits the form shows and the schema enforces, without zod, so a form can load them at once.
export const CONTACT_MESSAGE_MAX = 2000;
