/** Reads the spec's cookies: a session exists while the access token or the refresh token lives. */
type CookieJar = { get(name: string): { value: string } | undefined };

export function hasSession(jar: CookieJar, now = Date.now()): boolean {
  if (jar.get("token")?.value) return true;
  const refreshExpiry = Number(jar.get("refreshTokenExpiration")?.value);
  return Number.isFinite(refreshExpiry) && refreshExpiry > now;
}

export function sessionUserType(jar: CookieJar): "client" | "provider" | undefined {
  const value = jar.get("userType")?.value;
  return value === "client" || value === "provider" ? value : undefined;
}
