import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { countries, outbox, providerProfiles, users, verifications } from "@/db/schema";
import { settleAfterResponse } from "@/lib/server/after-response";
import { hashPassword } from "@/lib/server/password";
import { call } from "./api-client";

let counter = 0;

// One real argon2 hash per password per worker, not per user: hashing is made to be slow (about
// 30 ms here) and users are made by the thousand. Signing in still verifies it for real.
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string) {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function countryId(code = "NG") {
  const db = await getDb();
  const [country] = await db.select().from(countries).where(eq(countries.code, code));
  if (!country) throw new Error(`Seed the database first: no country ${code}`);
  return country.id;
}

/**
 * A user straight in the database (verified unless said otherwise). A therapist's credentials
 * are approved unless `credentials: "none"`: only such therapists are listed and bookable
 * (decision 0213), and most tests are about something else.
 */
export async function createUser(
  options: {
    countryCode?: string;
    userType?: "client" | "provider";
    email?: string;
    password?: string;
    verified?: boolean;
    isSocial?: boolean;
    credentials?: "approved" | "none";
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
      passwordHash: options.isSocial ? null : await hashOf(password),
      isSocial: options.isSocial ?? false,
      userType,
      firstName: "Test",
      lastName: "Person",
      countryId: await countryId(options.countryCode ?? "NG"),
      timezone: "Africa/Lagos",
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning();
  if (userType === "provider") {
    await db.insert(providerProfiles).values({ userId: user!.id });
    if (options.credentials !== "none") {
      const at = new Date(Date.now() - 86_400_000);
      await db.insert(verifications).values({
        providerId: user!.id,
        status: "approved",
        submittedAt: at,
        reviewedAt: at,
        approvedAt: at,
      });
    }
  }
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

/** User-Agents of two browsers a person might sign in from (decision 0514 names them). */
export const BROWSERS = {
  phone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  laptop: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

/**
 * A sign-in of `user` from a browser with this User-Agent and, when given, its `deviceKey`
 * cookie (decision 0516): the answer's status and tokens, and the device cookie it set.
 */
export async function signInFrom(
  user: { email: string; password: string },
  userAgent: string,
  options: { deviceCookie?: string; password?: string } = {},
) {
  const res = await call("/user/login", {
    body: { email: user.email, password: options.password ?? user.password },
    headers: {
      "user-agent": userAgent,
      "x-forwarded-for": "10.66.0.1",
      ...(options.deviceCookie ? { cookie: options.deviceCookie } : {}),
    },
  });
  const deviceCookie = res.headers.getSetCookie().find((c) => c.startsWith("deviceKey="));
  return {
    status: res.status,
    token: res.body.data?.token as string,
    refreshToken: res.body.data?.refreshToken as string,
    /** The Set-Cookie line as sent, and its name=value pair to send back. */
    deviceCookie,
    devicePair: deviceCookie?.split(";")[0],
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
