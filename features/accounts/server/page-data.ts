import "server-only";
import { socialProviderIds } from "./social";

/** The providers configured for "Continue with …" (decision 0523): none shows no buttons. */
export const socialSignInProviders = () => socialProviderIds();
