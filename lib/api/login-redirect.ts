/** /login?redirect={current path}, under the current locale's prefix (de: /de/login/). */
export function loginPathFor(currentPath: string): string {
  const prefix = /^\/de(\/|$)/.test(currentPath) ? "/de" : "";
  return `${prefix}/login/?redirect=${encodeURIComponent(currentPath)}`;
}

/** Only same-site paths are followed after login: no protocol-relative or absolute URLs. */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback = "/overview/",
): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return fallback;
  return value;
}
