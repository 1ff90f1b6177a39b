import { z } from "zod";

/** `/:id` in a route: a UUID, or the spec's "invalidId" message. */
export const idParamSchema = z.object({ id: z.uuid("invalidId") });

/** Whether a path's id could name anything: what `idParamSchema` lets through. */
export const isId = (value: string) => idParamSchema.shape.id.safeParse(value).success;

/** `?page=` of a numbered list: 1 to `max`, default 1. */
export const pageNumber = (max = 1000) =>
  z.coerce.number("page").int("page").min(1, "page").max(max, "page").default(1);

export const pageQuerySchema = z.object({ page: pageNumber() });

/** `?cursor=` of a cursor list: opaque to the caller, at most 200 characters. */
export const cursorQuerySchema = z.object({ cursor: z.string().max(200, "cursor").optional() });

// Spec section 5: local part, at sign, domain, top-level domain of 2+ letters.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** An email address as the spec checks it, stored lower-cased. */
export const emailSchema = z
  .string("emailRequired")
  .trim()
  .min(1, "emailRequired")
  .regex(EMAIL_PATTERN, "emailInvalid")
  .transform((v) => v.toLowerCase());

/**
 * A phone number as the spec checks it: 10 to 13 digits. People write "+234 803 555 0101", so
 * spaces and one leading `+` are dropped before the check; the digits alone are kept.
 */
export const phoneNumberSchema = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .transform((v) => v.replace(/\s+/g, "").replace(/^\+/, ""))
    .pipe(z.string().regex(/^\d*$/, "phoneDigits").min(10, "phoneMin").max(13, "phoneMax"));
