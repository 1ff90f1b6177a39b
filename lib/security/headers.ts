// Security headers of pages and API answers: one place, used by middleware.ts (pages), next.config.ts
// (every file Next serves) and the API app (lib/server/http.ts). No server-only: the middleware
// runs it too. See docs/decisions/0801-security-headers.md.

/** Headers that are the same on every answer, page or file. */
export const STATIC_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  // Old browsers' frame-ancestors; CSP's frame-ancestors 'none' is the modern one.
  "X-Frame-Options": "DENY",
  // Checkout and payment addresses carry the payment reference: other sites see our origin only.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Nothing here uses these; a compromised third-party tag cannot ask for them either.
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
} as const;

/**
 * The session room's pages (issue 69) are the one place that uses the camera and microphone, for
 * our own origin only; every other page keeps them off.
 */
export const ROOM_PAGE = /^\/(?:(?:en|de)\/)?appointments\/[^/]+\/room\/?$/;
export const ROOM_PERMISSIONS_POLICY =
  "camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), browsing-topics=()";

export const HSTS = "max-age=31536000; includeSubDomains";

/** The origin of an absolute URL, or undefined for a relative one or nonsense. */
function originOf(value: string | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export type CspOptions = {
  nonce: string;
  dev: boolean;
  https: boolean;
  /** The consent-gated tags' script URLs; only configured ones are passed (and allowed). */
  tagSources: (string | undefined)[];
  /** NEXT_PUBLIC_API_URL when the API lives on another origin. */
  apiUrl?: string;
  /** SENTRY_DSN, when set: the browser's error reports are sent to its origin (decision 0812). */
  errorReportDsn?: string;
};

/**
 * A strict policy: scripts run only with this response's nonce (Next puts it on its own
 * scripts) or when loaded by such a script ('strict-dynamic', which is how the consent-gated
 * tags are added). Host sources are listed for the tags actually configured, for browsers
 * without 'strict-dynamic' and for the requests and pixels those tags make.
 */
export function contentSecurityPolicy({
  nonce,
  dev,
  https,
  tagSources,
  apiUrl,
  errorReportDsn,
}: CspOptions) {
  const tags = [...new Set(tagSources.map(originOf).filter((o): o is string => Boolean(o)))];
  const api = originOf(apiUrl);
  const reports = originOf(errorReportDsn);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's development build evaluates strings for its stack traces.
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...tags].concat(
      dev ? ["'unsafe-eval'"] : [],
    ),
    // React's style={...} props become style attributes, which nonces cannot cover.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...tags],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(api ? [api] : []), ...(reports ? [reports] : []), ...tags].concat(
      dev ? ["ws:", "wss:"] : [],
    ),
    // The mocked build's service worker (MSW) lives on our origin.
    "worker-src": ["'self'", "blob:"],
    // A note's PDF is previewed from a blob: URL of its decrypted bytes, never from its address.
    "frame-src": ["'self'", "blob:"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** A fresh nonce per response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
