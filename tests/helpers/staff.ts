import { generateSync } from "otplib";
import { grantStaffRoles } from "@/features/staff/server/staff-roles";
import type { StaffRole } from "@/features/staff/roles";
import { call } from "./api-client";
import { signedInUser } from "./factories";

/**
 * A signed-in staff member with these roles and, unless `secondFactor: false`, an authenticator
 * app set up through the real API (the session that confirmed it stays signed in).
 */
export async function signedInStaff(roles: StaffRole[], { secondFactor = true } = {}) {
  const signed = await signedInUser();
  await grantStaffRoles(signed.user.email, roles);
  let secret: string | undefined;
  if (secondFactor) {
    const setup = await call("/user/mfa/totp/setup", { method: "POST", token: signed.token });
    secret = setup.body.data.secret as string;
    const confirmed = await call("/user/mfa/totp/confirm", {
      body: { code: generateSync({ secret }) },
      token: signed.token,
    });
    if (confirmed.status !== 200) throw new Error(`TOTP: ${JSON.stringify(confirmed.body)}`);
  }
  return { ...signed, secret };
}

/** Who asks a staff route in the role-by-role tests: each role, a client, a therapist, nobody. */
export type Asker = StaffRole | "client" | "therapist" | "anonymous";
export const ASKERS: Asker[] = [
  "support",
  "reviewer",
  "finance",
  "admin",
  "client",
  "therapist",
  "anonymous",
];

/** One signed-in person per asker (anonymous: no token), and who they are. */
export async function everyAsker() {
  const [support, reviewer, finance, admin, client, therapist] = await Promise.all([
    signedInStaff(["support"]),
    signedInStaff(["reviewer"]),
    signedInStaff(["finance"]),
    signedInStaff(["admin"]),
    signedInUser(),
    signedInUser({ userType: "provider" }),
  ]);
  const tokens: Record<Asker, string | undefined> = {
    support: support.token,
    reviewer: reviewer.token,
    finance: finance.token,
    admin: admin.token,
    client: client.token,
    therapist: therapist.token,
    anonymous: undefined,
  };
  return { tokens, admin, client };
}
