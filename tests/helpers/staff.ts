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
