import { z } from "zod";
import { loginAnswerSchema } from "./schemas";

/** The wire shapes of sign-in with Google or Apple (decisions 0523, 0524): the answers' schemas. */
export const socialProvidersAnswerSchema = z.strictObject({
  providers: z.array(z.enum(["google", "apple"])),
});
export const socialStartAnswerSchema = z.strictObject({
  /** The provider's authorization address, with state, nonce and PKCE challenge. */
  url: z.string(),
});
export const socialLinkStepSchema = z
  .strictObject({ linkRequired: z.literal(true), linkToken: z.string(), email: z.string() })
  .meta({ id: "SocialLinkStep" });
export const socialSignupStepSchema = z
  .strictObject({
    signupRequired: z.literal(true),
    signupToken: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: "SocialSignupStep" });
/** A social account's fresh sign-in, for its deletion. */
export const socialReauthAnswerSchema = z.strictObject({ reauthToken: z.string() });
export const socialCallbackAnswerSchema = z.union([
  loginAnswerSchema,
  socialLinkStepSchema,
  socialSignupStepSchema,
  socialReauthAnswerSchema,
]);
