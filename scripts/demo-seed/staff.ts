import "server-only";
import { eq } from "drizzle-orm";
import { sealTotpSecret } from "@/features/accounts/server/totp-secret";
import { hashPassword } from "@/lib/server/password";
import type { Db } from "@/db/client";
import { countries, staffRoles, users, userTotp } from "@/db/schema";

/**
 * The demo's staff (issue 68): one account of each role, with the demo password and a fixed
 * authenticator secret, so anyone trying the console can add it to an authenticator app. The
 * README lists each beside the other demo accounts. Demo only: never in a real deployment.
 */
export const DEMO_STAFF = [
  {
    email: "ngozi.support@demo.therapy",
    firstName: "Ngozi",
    lastName: "Okafor",
    roles: ["support"],
    totpSecret: "DEMOSUPPORTHAVENDEMOSUPPORTHAVEN",
  },
  {
    email: "daniel.reviewer@demo.therapy",
    firstName: "Daniel",
    lastName: "Reyes",
    roles: ["reviewer"],
    totpSecret: "DEMOREVIEWERHAVNDEMOREVIEWERHAVN",
  },
  {
    email: "fatima.finance@demo.therapy",
    firstName: "Fatima",
    lastName: "Bello",
    roles: ["finance"],
    totpSecret: "DEMOFINANCEHAVENDEMOFINANCEHAVEN",
  },
  {
    email: "oliver.admin@demo.therapy",
    firstName: "Oliver",
    lastName: "Grant",
    roles: ["admin"],
    totpSecret: "DEMOADMINSTAFFHVDEMOADMINSTAFFHV",
  },
] as const;
export const DEMO_STAFF_PASSWORD = "demo-pass-1";

/** Adds the demo's staff accounts that are missing; answers how many it added. */
export async function seedDemoStaff(db: Db, now = new Date()) {
  let added = 0;
  const [nigeria] = await db.select().from(countries).where(eq(countries.code, "NG"));
  for (const member of DEMO_STAFF) {
    const [existing] = await db.select().from(users).where(eq(users.email, member.email));
    if (existing) continue;
    const [user] = await db
      .insert(users)
      .values({
        email: member.email,
        passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
        userType: "client",
        firstName: member.firstName,
        lastName: member.lastName,
        countryId: nigeria?.id,
        timezone: "Africa/Lagos",
        emailVerifiedAt: now,
      })
      .returning({ id: users.id });
    if (!user) continue;
    await db
      .insert(userTotp)
      .values({ userId: user.id, ...sealTotpSecret(user.id, member.totpSecret), confirmedAt: now });
    await db
      .insert(staffRoles)
      .values(member.roles.map((role) => ({ userId: user.id, role, grantedAt: now })));
    added++;
  }
  return added;
}
