import "server-only";

// The accounts feature's surface for other features' servers (decision 0015): re-exports only.
// Its own files import the module that holds a thing (people.ts, registration.ts, sign-in.ts,
// account-settings.ts), never this one, so it stays out of every import circle (issue 65).
export {
  accountByEmail,
  accountsByEmail,
  contactOf,
  fullName,
  namesOf,
  requireTherapistSecondFactor,
  shortName,
  updatePerson,
  type PersonName,
} from "./people";
export { accountOf, signInSecurityOf } from "./personal-data";
export { unsubscribeLinks } from "./unsubscribe";
/** What other features do when an account starts or ends: lib/server/account-pieces.ts. */
export type { AccountHooks, AfterCommit } from "@/lib/server/account-pieces";

// The operations console (issue 68): staff sign-in needs a second factor; lock and end sessions.
export { mfaEnabled } from "./mfa";
export { endSessionsOf, setAccountActive } from "./staff-access";
