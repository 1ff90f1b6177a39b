import "server-only";
import type { Context } from "hono";

/** The Node adapter's bindings: the raw request, whose socket knows who connected. */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** How many reverse proxies in front of the app append to X-Forwarded-For (0: none, the default). */
export function trustedProxyHops(): number {
  const value = Number(process.env.TRUST_PROXY_HOPS ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The address of calls made inside the server process, which no network caller can have. */
export const IN_PROCESS_ADDRESS = "in-process";

/**
 * The caller's address. It comes from the socket; X-Forwarded-For is read only as far as the
 * configured proxies wrote it. Each trusted proxy appends the address it received the request
 * from, so with N hops the client is the Nth entry from the right of [...forwarded, socket].
 * Anything to the left of that was written by the caller and can be made up, so it is ignored.
 *
 * Requests without a socket are in-process calls (server components, tests): they get one
 * shared "in-process" address, which the browser can never reach.
 */
export function clientAddress(c: Context): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  const hops = trustedProxyHops();
  const chain = [
    ...(hops > 0 ? forwardedFor(c.req.header("x-forwarded-for")) : []),
    socket ?? IN_PROCESS_ADDRESS,
  ];
  return normalize(chain[Math.max(0, chain.length - 1 - hops)]!);
}

function forwardedFor(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** IPv4 clients on a dual-stack socket show as ::ffff:1.2.3.4; one address, one bucket. */
const normalize = (address: string) =>
  address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
