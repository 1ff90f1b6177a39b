// Messaging under load (issue 15), for bench/run.mjs: the chat list and a conversation read, storing
// messages (multipart), all at the bench's connections; then the live channel's delivery time, from
// a message's POST to its arrival on each of 200 open event streams (p50, p95).
//
// Alone, against any running API (e.g. tests/helpers/api-instance.ts on a seeded database, started
// with MESSAGE_SEND_LIMIT_PER_MINUTE=1000000):
//   node bench/messaging.mjs http://127.0.0.1:3239/api
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";

const CLIENT = { email: "emily.brown@demo.therapy", password: "demo-pass-1" };
const THERAPIST = { email: "sarah.mitchell@demo.therapy", password: "demo-pass-1" };
export const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 50);
const BOUNDARY = "----bench-messaging-boundary";

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status}`);
  return response.json();
}

const login = async (api, who) =>
  (
    await json(`${api}/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(who),
    })
  ).data.token;

const multipart = (conversationIdentifier, text) =>
  [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="conversationIdentifier"\r\n\r\n${conversationIdentifier}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n`,
    `--${BOUNDARY}--\r\n`,
  ].join("");

/** Opens one event stream and calls `onEvent(type, data, receivedAt)` for each event. */
async function openStream(url, token, onEvent, signal) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
  if (!response.ok) throw new Error(`live: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let ready;
  const opened = new Promise((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const at = performance.now();
        buffer += value;
        let end;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = block.match(/^event: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (type === "ready") ready();
          else if (type && data) onEvent(type, data, at);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await opened;
}

/**
 * The messaging rows. `load(options)` is run.mjs's autocannon wrapper (connections, duration and
 * exact percentiles); alone, a local one.
 */
export async function measureMessaging(api, load) {
  const clientToken = await login(api, CLIENT);
  const therapistToken = await login(api, THERAPIST);
  const therapistId = (
    await json(`${api}/user/info`, { headers: { authorization: `Bearer ${therapistToken}` } })
  ).data.identifier;
  const opened = await json(`${api}/messages/conversations`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${clientToken}` },
    body: JSON.stringify({ userIdentifier: therapistId }),
  });
  const conversation = opened.meta.conversation.identifier;
  const asClient = { authorization: `Bearer ${clientToken}` };
  const store = (text) =>
    fetch(`${api}/messages/store`, {
      method: "POST",
      headers: { ...asClient, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart(conversation, text),
    });
  for (let i = 0; i < 40; i++) await store(`warm-up ${i}`);

  const rows = [
    {
      key: "chat-list",
      label: "GET /api/messages/chat-list",
      ...(await load({ url: `${api}/messages/chat-list`, headers: asClient })),
    },
    {
      key: "conversation",
      label: "POST /api/messages/conversations (first page)",
      ...(await load({
        url: `${api}/messages/conversations`,
        method: "POST",
        headers: { ...asClient, "content-type": "application/json" },
        body: JSON.stringify({ userIdentifier: therapistId }),
      })),
    },
    {
      key: "store",
      label: "POST /api/messages/store (multipart text)",
      ...(await load({
        url: `${api}/messages/store`,
        method: "POST",
        headers: { ...asClient, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipart(conversation, "A message under load"),
      })),
    },
  ];

  // Delivery: STREAMS open streams of the therapist; each message's time from POST to arrival on each.
  const controller = new AbortController();
  const sentAt = new Map();
  const times = [];
  let arrivals = 0;
  const onEvent = (type, data, at) => {
    if (type !== "message") return;
    const text = JSON.parse(data).message.text;
    const started = sentAt.get(text);
    if (started !== undefined) {
      times.push(at - started);
      arrivals++;
    }
  };
  for (let i = 0; i < STREAMS; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, STREAMS - i) }, () =>
        openStream(`${api}/messages/live`, therapistToken, onEvent, controller.signal),
      ),
    );
  for (let i = 0; i < DELIVERIES; i++) {
    const text = `delivery ${i} ${Date.now()}`;
    const expected = arrivals + STREAMS;
    sentAt.set(text, performance.now());
    const response = await store(text);
    if (response.status !== 201) throw new Error(`store during delivery: ${response.status}`);
    const deadline = performance.now() + 5000;
    while (arrivals < expected && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 2));
  }
  controller.abort();
  times.sort((a, b) => a - b);
  rows.push({
    key: "delivery",
    label: `live delivery, send to arrival, ${STREAMS} open streams`,
    deliveries: times.length,
    expected: DELIVERIES * STREAMS,
    p50: Number(percentile(times, 50).toFixed(1)),
    p95: Number(percentile(times, 95).toFixed(1)),
  });
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const api = process.argv[2] ?? "http://127.0.0.1:3239/api";
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const load = (options) =>
    new Promise((resolve, reject) => {
      const times = [];
      const statuses = {};
      const instance = autocannon(
        { connections, duration: seconds, ...options },
        (error, result) => {
          if (error) return reject(error);
          times.sort((a, b) => a - b);
          resolve({
            throughput: Math.round(result.requests.average),
            p50: Number(percentile(times, 50).toFixed(1)),
            p95: Number(percentile(times, 95).toFixed(1)),
            statuses,
          });
        },
      );
      instance.on("response", (_c, status, _b, time) => {
        times.push(time);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    });
  console.table(await measureMessaging(api, load));
  process.exit(0);
}
