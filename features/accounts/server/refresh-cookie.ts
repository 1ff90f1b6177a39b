import "server-only";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { bearerToken } from "@/lib/server/auth-guard";

/**
 * The browser's copy of the refresh token is an HttpOnly cookie scoped to /api/auth, out of reach
 * of page scripts (docs/decisions/0008-refresh-token-cookie.md). API clients use the bearer header.
 */
export const REFRESH_COOKIE = "refreshToken";
const PATH = "/api/auth";

/** Whether the request came over HTTPS (directly or through the load balancer): cookies are Secure then. */
export const cameOverHttps = (c: Context) =>
  new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";

export function setRefreshCookie(c: Context, token: string, expiresAtMs: number) {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: cameOverHttps(c),
    sameSite: "Strict",
    path: PATH,
    expires: new Date(expiresAtMs),
  });
}

export const clearRefreshCookie = (c: Context) => deleteCookie(c, REFRESH_COOKIE, { path: PATH });

/** The bearer header wins (spec section 7); the HttpOnly cookie is the browser's fallback. */
export const readRefreshToken = (c: Context) =>
  bearerToken(c.req.header("authorization")) ?? getCookie(c, REFRESH_COOKIE);
