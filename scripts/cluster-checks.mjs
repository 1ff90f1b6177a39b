// Two parts of scripts/cluster-proof.mjs: the checks across instances (made while its load runs)
// and the database's, in SQL, after an instance was killed.
import { randomBytes } from "node:crypto";

const LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS = 5; // features/accounts/server/limits.ts
const PASSWORD = "demo-pass-1"; // the demo data's (db/seed-data/people.ts)

/** A login on one instance (or through HAProxy): the access token and the refresh cookie. */
export async function login(url, email, password = PASSWORD, headers = {}) {
  const res = await fetch(`${url}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.json().catch(() => ({}));
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("refreshToken="));
  return { status: res.status, token: body?.data?.token, cookie };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const direct = (instance) => `http://127.0.0.1:${instance.port}`;

/**
 * Called on the instances' own ports: a sign-in on one is refreshed on another; a message sent
 * through one arrives on a live stream opened on another; the login limit counts the attempts of
 * all of them. Answers { refresh, live, rateLimit }, each true when it held.
 */
export async function acrossInstances({
  instances,
  clientEmail,
  clientToken,
  therapistToken,
  conversation,
}) {
  const [one, two, three] = instances;
  const across = {};
  {
    const signedIn = await login(direct(one), clientEmail);
    const res = await fetch(`${direct(two)}/api/auth/refresh`, {
      method: "POST",
      headers: { cookie: signedIn.cookie ?? "" },
    });
    const token = (await res.json().catch(() => ({})))?.data?.token;
    const read = token
      ? await fetch(`${direct(three)}/api/notifications/unread-count`, {
          headers: { authorization: `Bearer ${token}` },
        }).then((r) => (r.body?.cancel(), r.status))
      : 0;
    across.refresh = res.status === 200 && read === 200;
    console.log(
      `[proof] across: signed in on ${one.name} (${signedIn.status}), refreshed on ${two.name} ` +
        `(${res.status}), the new token read on ${three.name} (${read})`,
    );
  }
  {
    // The therapist's live stream on instance three; the client's message sent on instance one.
    const aborter = new AbortController();
    const stream = await fetch(`${direct(three)}/api/messages/live`, {
      headers: { authorization: `Bearer ${therapistToken}` },
      signal: aborter.signal,
    });
    const reader = stream.body.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    const arrived = (async () => {
      while (!seen.includes("event: message")) {
        const { value, done } = await reader.read();
        if (done) return false;
        seen += decoder.decode(value, { stream: true });
      }
      return true;
    })().catch(() => false);
    const openedAt = Date.now();
    while (!seen.includes("event: ready") && Date.now() - openedAt < 5000) await sleep(20);
    const form = new FormData();
    form.set("conversationIdentifier", conversation);
    form.set("text", "across instances");
    const sentAt = Date.now();
    const sent = await fetch(`${direct(one)}/api/messages/store`, {
      method: "POST",
      headers: { authorization: `Bearer ${clientToken}` },
      body: form,
    }).then((r) => (r.body?.cancel(), r.status));
    across.live = await Promise.race([arrived, sleep(5000).then(() => false)]);
    aborter.abort();
    console.log(
      `[proof] across: message sent on ${one.name} (${sent}) ` +
        (across.live
          ? `arrived on the live stream on ${three.name} in ${Date.now() - sentAt} ms`
          : `did not arrive on the live stream on ${three.name} within 5 s`),
    );
  }
  {
    // Wrong passwords from one made-up address (HAProxy's X-Forwarded-For, trusted one hop), on
    // each instance in turn: the limit's 429 must come at attempt limit + 1, not per instance.
    // A new email each run, which no account has: the limits count attempts per email as typed,
    // known or not, and Redis keeps earlier runs' counts for 15 minutes.
    const limited = `cluster-proof-${randomBytes(6).toString("hex")}@example.com`;
    const address = { "x-forwarded-for": `10.${randomBytes(3).join(".")}` };
    const statuses = [];
    for (let attempt = 0; attempt <= LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      const instance = instances[attempt % instances.length];
      statuses.push((await login(direct(instance), limited, "wrong-pass-1", address)).status);
    }
    across.rateLimit =
      statuses.indexOf(429) === LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS &&
      statuses.slice(0, -1).every((status) => status === 401);
    console.log(
      `[proof] across: wrong passwords on the instances in turn answered ${statuses.join(" ")} ` +
        `(limit ${LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS})`,
    );
  }
  return across;
}

const checks = [
  [
    "wallets whose balance is not the sum of their ledger entries",
    `select count(*) from wallets w
      where w.balance <> (select coalesce(sum(e.amount), 0) from wallet_entries e where e.wallet_id = w.id)`,
  ],
  [
    "wallets whose newest entry's balance after is not the balance",
    `select count(*) from wallets w
      join lateral (select balance_after from wallet_entries e where e.wallet_id = w.id
                    order by seq desc limit 1) newest on true
      where newest.balance_after <> w.balance`,
  ],
  [
    "paid bookings (confirmed) without their charge",
    `select count(*) from bookings b where b.status = 'confirmed' and b.amount > 0
      and not exists (select 1 from wallet_entries e where e.type = 'booking_charge'
                      and e.reference = 'booking:' || coalesce(b.series_id, b.id)::text)`,
  ],
  [
    "charges whose booking is not paid (pending, expired or missing)",
    `select count(*) from wallet_entries e where e.type = 'booking_charge'
      and not exists (select 1 from bookings b
                      where 'booking:' || coalesce(b.series_id, b.id)::text = e.reference
                      and b.status not in ('pending', 'expired'))`,
  ],
  [
    "refunds whose booking is not cancelled",
    `select count(*) from wallet_entries e where e.type = 'refund'
      and not exists (select 1 from bookings b
                      where 'refund:booking:' || b.id::text = e.reference and b.status = 'cancelled')`,
  ],
];

/** Counts, in SQL, what a request cut off half-way would leave; answers the checks that failed. */
export async function halfWritten(db) {
  const broken = [];
  for (const [label, query] of checks) {
    const count = Number((await db.query(query)).rows[0].count);
    if (count) broken.push(label);
    console.log(`[proof] database: ${label}: ${count}`);
  }
  return broken;
}
