import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { countries, outbox, providerProfiles, users } from "@/db/schema";
import { settleAfterResponse } from "@/lib/server/after-response";
import { hashPassword } from "@/lib/server/password";
import { call } from "./api-client";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function countryId(code = "NG") {
  const db = await getDb();
  const [country] = await db.select().from(countries).where(eq(countries.code, code));
  if (!country) throw new Error(`Seed the database first: no country ${code}`);
  return country.id;
}

/** A user straight in the database (verified unless said otherwise). */
export async function createUser(
  options: {
    countryCode?: string;
    userType?: "client" | "provider";
    email?: string;
    password?: string;
    verified?: boolean;
    isSocial?: boolean;
  } = {},
) {
  const db = await getDb();
  const email = options.email ?? `user-${unique()}@example.com`;
  const password = options.password ?? "secret-pass-1";
  const userType = options.userType ?? "client";
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: options.isSocial ? null : await hashPassword(password),
      isSocial: options.isSocial ?? false,
      userType,
      firstName: "Test",
      lastName: "Person",
      countryId: await countryId(options.countryCode ?? "NG"),
      timezone: "Africa/Lagos",
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning();
  if (userType === "provider") await db.insert(providerProfiles).values({ userId: user!.id });
  return { ...user!, password };
}

/** A user and a signed-in session through the real login endpoint. */
export async function signedInUser(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  const res = await call("/user/login", {
    body: { email: user.email, password: user.password },
    headers: { "x-forwarded-for": `10.9.${counter % 250}.${Math.floor(Math.random() * 250)}` },
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return {
    user,
    token: res.body.data.token as string,
    refreshToken: res.body.data.refreshToken as string,
  };
}

/** The newest email sent to an address, from the outbox (once mail sent after answers is out). */
export async function lastEmailTo(to: string) {
  await settleAfterResponse();
  const db = await getDb();
  const [email] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return email;
}

export function tokenFromEmail(text: string): string {
  const match = text.match(/[?&]token=([^\s&]+)/);
  if (!match) throw new Error(`No link with a token in: ${text}`);
  return decodeURIComponent(match[1]!);
}
