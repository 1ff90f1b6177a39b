import { z } from "zod";
import { verificationSchema } from "@/features/credentials";

/**
 * Spec section 5 (Provider profile, Provider location form, Fee, Profile image), one schema per
 * input, shared by the forms and the API. Messages are keys of the Validation namespace.
 */

const uuid = (message: string) => z.string(message).min(1, message).pipe(z.uuid(message));

const personName = z.string("nameRequired").trim().min(3, "nameLength").max(32, "nameLength");

export const titleSchema = z
  .string("titleLength")
  .trim()
  .min(2, "titleLength")
  .max(32, "titleLength")
  .regex(/^\p{L}+$/u, "titleLetters");

/** Spec section 3's extended profile (decision 0408): optional; the client's username rule. */
const optionalUserName = z
  .union([
    z.literal("").transform(() => null),
    z.null(),
    z
      .string("userNameFormat")
      .trim()
      .min(3, "userNameLength")
      .max(32, "userNameLength")
      .regex(/^[A-Za-z0-9_@-]+$/, "userNameFormat"),
  ])
  .optional();

/**
 * Spec section 5, Provider profile: "officeAddress min 3" (the location form's is stricter: 5 with a
 * letter). Left out or empty, the saved address stays: callers from before the field was on this
 * form, and a therapist who sees no one in person and has none (issue 74).
 */
const profileOfficeAddress = z
  .string("profileOfficeAddressMin")
  .trim()
  .max(200, "officeAddressMax")
  .refine((v) => v === "" || v.length >= 3, "profileOfficeAddressMin")
  .optional();

export const profileInfoSchema = z.object({
  firstName: personName,
  lastName: personName,
  title: titleSchema,
  headline: z
    .string("headlineLength")
    .trim()
    .min(3, "headlineLength")
    .max(32, "headlineLength")
    .regex(/^[\p{L} ()-]+$/u, "headlineFormat"),
  bio: z.string("bioMax").trim().max(2000, "bioMax"),
  officeAddress: profileOfficeAddress,
  gender: z.string("genderRequired").trim().min(1, "genderRequired").max(40, "genderRequired"),
  ethnicityIdentifier: uuid("ethnicityRequired"),
  religionIdentifier: z.union([z.literal(""), z.uuid("religionInvalid")]).optional(),
  userName: optionalUserName,
  /** A preference option of kind "discipline"; empty for none. */
  disciplineIdentifier: z.union([z.literal(""), z.uuid("disciplineInvalid")]).optional(),
  dob: z.union([z.literal(""), z.iso.date("dobInvalid")]).optional(),
  zipCode: z
    .string("zipFormat")
    .trim()
    .regex(/^([A-Za-z0-9 -]{3,10})?$/, "zipFormat")
    .optional(),
  countryIdentifier: uuid("countryRequired"),
  stateIdentifier: uuid("stateRequired"),
  /** Preference options of kind "language": the languages the therapist holds sessions in. */
  language: z
    .array(z.uuid("languageRequired"), "languageRequired")
    .min(1, "languageRequired")
    .max(20),
});
export type ProfileInfoInput = z.input<typeof profileInfoSchema>;

export const locationInfoSchema = z.object({
  countryIdentifier: uuid("countryRequired"),
  stateIdentifier: uuid("stateRequired"),
  title: titleSchema,
  /** Needed only with in-person sessions, which the server checks against the modalities. */
  officeAddress: z
    .string("officeAddressMin")
    .trim()
    .max(200, "officeAddressMax")
    .refine((v) => v === "" || v.length >= 5, "officeAddressMin")
    .refine((v) => v === "" || /\p{L}/u.test(v), "officeAddressLetter")
    .optional(),
  therapy: z.array(z.uuid("therapyRequired"), "therapyRequired").min(1, "therapyRequired").max(20),
  modality: z
    .array(z.uuid("modalityRequired"), "modalityRequired")
    .min(1, "modalityRequired")
    .max(20),
  specialities: z
    .array(z.uuid("specialityRequired"), "specialityRequired")
    .min(1, "specialityRequired")
    .max(40),
});
export type LocationInfoInput = z.input<typeof locationInfoSchema>;

/** POST /provider/update/info: the profile form or the location form, told apart by `section`. */
export const updateInfoSchema = z.discriminatedUnion(
  "section",
  [
    profileInfoSchema.extend({ section: z.literal("profile") }),
    locationInfoSchema.extend({ section: z.literal("location") }),
  ],
  "sectionInvalid",
);
export type UpdateInfoInput = z.input<typeof updateInfoSchema>;

/** Fees are whole amounts in the form and minor units (amount x 100) on the wire. */
export const MAX_FEE_MAJOR = 10_000_000;
export const MAX_FEE_MINOR = MAX_FEE_MAJOR * 100;
export const MIN_FEE_MINOR = 100;

const feeFields = {
  fee: z.number("feeDigits").int("feeDigits").min(0, "feeDigits").max(MAX_FEE_MINOR, "feeMax"),
  isFree: z.boolean("isFreeRequired"),
};
const paidNeedsFee = (v: { fee: number; isFree: boolean }) => v.isFree || v.fee >= MIN_FEE_MINOR;

export const generalFeeSchema = z
  .object(feeFields)
  .refine(paidNeedsFee, { path: ["fee"], message: "feeRequired" });
export type GeneralFeeInput = z.input<typeof generalFeeSchema>;

export const therapyFeeSchema = z
  .object({ categoryIdentifier: uuid("categoryInvalid"), ...feeFields })
  .refine(paidNeedsFee, { path: ["fee"], message: "feeRequired" });
export type TherapyFeeInput = z.input<typeof therapyFeeSchema>;

/** The fee form: digits only (anything else is stripped as typed), whole currency units. */
export const feeFormSchema = z
  .object({ fee: z.string().regex(/^\d*$/, "feeDigits"), isFree: z.boolean() })
  .refine((v) => v.isFree || v.fee !== "", { path: ["fee"], message: "feeRequired" })
  .refine((v) => v.isFree || Number(v.fee) >= 1, { path: ["fee"], message: "feeRequired" })
  .refine((v) => Number(v.fee || 0) <= MAX_FEE_MAJOR, { path: ["fee"], message: "feeMax" });
export type FeeFormInput = z.input<typeof feeFormSchema>;

export const licenseStatesSchema = z.object({
  stateIdentifiers: z.array(z.uuid("stateRequired"), "stateRequired").max(60, "licenseStatesMax"),
});

/** Spec section 5 and 9: profile image. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MIN_SIDE = 200;
export const PHOTO_ZOOM = { min: 1, max: 3, step: 0.1 } as const;

/** The wire shapes of this feature; the answers' schemas (decision 0042). */
export const feeAnswerSchema = z.strictObject({
  fee: z.number().int(),
  isFree: z.boolean(),
  regularFee: z.number().int(),
});
export type Fee = z.infer<typeof feeAnswerSchema>;
export const therapyFeeAnswerSchema = feeAnswerSchema.extend({
  categoryIdentifier: z.string(),
  name: z.string(),
});
export type TherapyFee = z.infer<typeof therapyFeeAnswerSchema>;
const ids = z.array(z.string());
export const providerProfileSchema = z
  .strictObject({
    profileInfo: z.strictObject({
      identifier: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      photo: z.string().nullable(),
      headline: z.string().nullable(),
      country: z
        .strictObject({ identifier: z.string(), code: z.string(), name: z.string() })
        .nullable(),
    }),
    bookingFee: z.strictObject({
      general: feeAnswerSchema.nullable(),
      therapy: z.array(therapyFeeAnswerSchema),
      currencyCode: z.string().nullable(),
    }),
    countryIdentifier: z.string().nullable(),
    stateIdentifier: z.string().nullable(),
    zipCode: z.string().nullable(),
    dob: z.string().nullable(),
    religionIdentifier: z.string().nullable(),
    ethnicityIdentifier: z.string().nullable(),
    gender: z.string().nullable(),
    timezone: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    title: z.string().nullable(),
    /** Decision 0408: optional, unique among therapists; null until set. */
    userName: z.string().nullable(),
    /** A preference option of kind "discipline", or null. */
    disciplineIdentifier: z.string().nullable(),
    officeAddress: z.string().nullable(),
    bio: z.string().nullable(),
    /** Spec section 3's extended profile: the average stars clients see, null before any review. */
    rating: z.number().nullable(),
    therapy: ids,
    modality: ids,
    specialities: ids,
    language: ids,
    isListed: z.boolean(),
    /** What keeps the profile out of the directory; "credentials" until a reviewer approves them. */
    missing: z.array(z.string()),
    /** Where the credentials' review stands (decision 0213). */
    verification: verificationSchema,
    /**
     * The onboarding steps beside the listing (issue 74): some time is open to book, and a payout
     * account is on file. Neither keeps the profile out of the directory.
     */
    setup: z.strictObject({ availability: z.boolean(), payoutAccount: z.boolean() }),
  })
  .meta({ id: "ProviderProfile" });
export type ProviderProfile = z.infer<typeof providerProfileSchema>;
const optionSchema = z.strictObject({ identifier: z.string(), slug: z.string(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;
const options = z.array(optionSchema);
export const profileOptionsSchema = z.strictObject({
  gender: options,
  ethnicity: options,
  religion: options,
  modality: options,
  language: options,
  therapy: options,
  specialities: options,
  discipline: options,
});
export type ProfileOptions = z.infer<typeof profileOptionsSchema>;
export const licenseStateSchema = z.strictObject({
  identifier: z.string(),
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
});
export type LicenseState = z.infer<typeof licenseStateSchema>;

/** The longest session link a therapist can save. */
export const SESSION_LINK_MAX = 500;

/** An https address on a named host: a video room, never a script or a local page. */
function isRoomLink(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

/**
 * PUT /provider/session-link: the therapist's own room's address, or "" to remove it (decision
 * 0308), and whether their video and audio sessions happen there ("use my own room") instead of
 * the built-in session room, the default (decision 0319). Their own room needs its address.
 */
export const sessionLinkSchema = z
  .object({
    link: z
      .string("sessionLinkInvalid")
      .trim()
      .max(SESSION_LINK_MAX, "sessionLinkMax")
      .refine((v) => v === "" || isRoomLink(v), "sessionLinkInvalid"),
    useOwnRoom: z.boolean("sessionRoomChoice").default(false),
  })
  .refine((v) => !v.useOwnRoom || v.link !== "", {
    path: ["link"],
    message: "sessionLinkNeeded",
  });
export type SessionLinkInput = z.input<typeof sessionLinkSchema>;

/**
 * GET and PUT /provider/session-link: the saved address (kept while the built-in room is chosen,
 * to switch back to), and whether sessions happen there. `useOwnRoom` is never true without it.
 */
export const sessionLinkAnswerSchema = z.strictObject({
  link: z.string().nullable(),
  useOwnRoom: z.boolean(),
});
export type SessionLink = z.infer<typeof sessionLinkAnswerSchema>;
