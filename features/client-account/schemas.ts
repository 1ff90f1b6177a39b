import { z } from "zod";
import { phoneNumberSchema } from "@/lib/validation/common";

/**
 * Spec section 5 (Client profile, Emergency contact, Avatar) and the "YOUR PREFERENCES" lists of
 * section 3, one schema per input, shared by the forms and the API. Messages are keys of the
 * Validation namespace.
 */

/** Letters (any alphabet), spaces and hyphens, 3 to 32. */
const clientName = z
  .string("nameRequired")
  .trim()
  .min(3, "nameLength")
  .max(32, "nameLength")
  .regex(/^[\p{L} -]+$/u, "clientNameFormat");

export const USER_NAME_PATTERN = /^[A-Za-z0-9_@-]+$/;

/** "" from an emptied form field means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal("").transform(() => null), z.null(), schema]).optional();

export const clientProfileSchema = z.object({
  firstName: clientName,
  lastName: clientName,
  userName: z
    .string("userNameRequired")
    .trim()
    .min(1, "userNameRequired")
    .min(3, "userNameLength")
    .max(32, "userNameLength")
    .regex(USER_NAME_PATTERN, "userNameFormat"),
  countryIdentifier: optional(z.uuid("countryRequired")),
  stateIdentifier: optional(z.uuid("stateRequired")),
  zipCode: optional(
    z
      .string("clientZipFormat")
      .trim()
      .regex(/^[A-Za-z0-9]{5,10}$/, "clientZipFormat"),
  ),
  dob: optional(z.iso.date("dobInvalid")),
  gender: optional(z.string("optionInvalid").trim().max(40, "optionInvalid")),
  timezone: optional(z.string("timezone").trim().min(1, "timezone").max(64, "timezone")),
  phoneNumber: optional(phoneNumberSchema("phoneDigits")),
});
export type ClientProfileInput = z.input<typeof clientProfileSchema>;
export type ClientProfileValues = z.output<typeof clientProfileSchema>;

export const emergencyContactSchema = z.object({
  name: z
    .string("emergencyNameFormat")
    .trim()
    .min(3, "emergencyNameFormat")
    .max(32, "emergencyNameFormat")
    .regex(/^[\p{L} ]+$/u, "emergencyNameFormat"),
  phoneNumber: z
    .string("emergencyPhoneFormat")
    .trim()
    .regex(/^\d{3,32}$/, "emergencyPhoneFormat"),
});
export type EmergencyContactInput = z.input<typeof emergencyContactSchema>;

/** The avatar picker's form: one must be chosen (spec section 5). */
export const avatarChoiceSchema = z.object({
  avatar: z.string("avatarRequired").min(1, "avatarRequired"),
});

export const avatarParamSchema = z.object({ id: z.string().max(40) });

/** Spec section 3: the preference lists (country is its own field). Every one optional. */
export const PREFERENCE_KINDS = [
  "modality",
  "gender",
  "therapy",
  "ageGroup",
  "language",
  "therapyApproach",
  "religion",
  "background",
  "trait",
  "specialities",
  "communication",
] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

const optionList = z.array(z.uuid("optionInvalid"), "optionInvalid").max(40, "optionInvalid");

export const preferencesSchema = z.object({
  countryIdentifier: optional(z.uuid("countryRequired")),
  ...(Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, optionList.default([])])) as Record<
    PreferenceKind,
    z.ZodDefault<typeof optionList>
  >),
});
export type PreferencesInput = z.input<typeof preferencesSchema>;

/** The wire shapes of this feature; the answers' schemas (decision 0042). */
export const avatarSchema = z
  .strictObject({ identifier: z.string(), photoUrl: z.string() })
  .meta({ id: "Avatar" });
export type Avatar = z.infer<typeof avatarSchema>;
export const emergencyContactAnswerSchema = z.strictObject({
  name: z.string(),
  phoneNumber: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContactAnswerSchema>;
export const clientProfileAnswerSchema = z
  .strictObject({
    identifier: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userName: z.string(),
    /** What to show as the client's face: the picture, else the avatar, else null (initials). */
    photoUrl: z.string().nullable(),
    /** The uploaded picture only (the delete-picture modal acts on it). */
    pictureUrl: z.string().nullable(),
    avatar: avatarSchema.nullable(),
    countryIdentifier: z.string().nullable(),
    stateIdentifier: z.string().nullable(),
    zipCode: z.string().nullable(),
    dob: z.string().nullable(),
    gender: z.string().nullable(),
    timezone: z.string(),
    phoneNumber: z.string().nullable(),
    emergencyContact: emergencyContactAnswerSchema.nullable(),
  })
  .meta({ id: "ClientProfile" });
export type ClientProfile = z.infer<typeof clientProfileAnswerSchema>;
export const photoAnswerSchema = z.strictObject({
  photoUrl: z.string().nullable(),
  message: z.string(),
});
export type PhotoAnswer = z.infer<typeof photoAnswerSchema>;

const byKind = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, schema])) as Record<PreferenceKind, T>;
export const preferenceOptionSchema = z.strictObject({
  identifier: z.string(),
  slug: z.string(),
  name: z.string(),
});
export type PreferenceOption = z.infer<typeof preferenceOptionSchema>;
/** GET and PUT /client/preferences: the chosen country and each list's chosen options' ids. */
export const preferencesAnswerSchema = z
  .strictObject({
    countryIdentifier: z.string().nullable(),
    ...byKind(z.array(z.string())),
  })
  .meta({ id: "ClientPreferences" });
export type Preferences = z.infer<typeof preferencesAnswerSchema>;
/** GET /client/preference-options: each list's options, named in the caller's language. */
export const preferenceOptionsSchema = z.strictObject(byKind(z.array(preferenceOptionSchema)));
export type PreferenceOptions = z.infer<typeof preferenceOptionsSchema>;

/** What a therapist sees of their client (GET /client/profile/{id}). */
export type ClientCard = {
  identifier: string;
  firstName: string;
  lastName: string;
  userName: string;
  photoUrl: string | null;
  emergencyContact: EmergencyContact | null;
};
