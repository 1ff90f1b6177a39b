import "server-only";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { randomToken } from "@/lib/server/secure-token";
import { cameOverHttps } from "./refresh-cookie";

/**
 * A random key the browser keeps and shows only at sign-in (decision 0516): a sign-in with a key
 * none of the account's sessions had is from a browser the account was not used on before. It is
 * HttpOnly and scoped to the login call, names nobody, and is strictly necessary for the
 * account's security (no consent asked).
 */
export const DEVICE_COOKIE = "deviceKey";
const PATH = "/api/user/login";
/** As long as browsers keep a cookie (Chrome caps it at 400 days). */
const LIFE_MS = 400 * 86_400_000;

/** The key this browser presented, or a new one when it presented none (or a malformed one). */
export function deviceKeyOf(c: Context): string {
  const presented = getCookie(c, DEVICE_COOKIE);
  return presented && /^[A-Za-z0-9_-]{43}$/.test(presented) ? presented : randomToken();
}

/** Keeps (or renews) the key in the browser. */
export function setDeviceCookie(c: Context, key: string) {
  setCookie(c, DEVICE_COOKIE, key, {
    httpOnly: true,
    secure: cameOverHttps(c),
    sameSite: "Strict",
    path: PATH,
    expires: new Date(Date.now() + LIFE_MS),
  });
}
