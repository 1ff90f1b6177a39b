import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "../fixtures";
import { DESKTOP, person, PHONE, receivesFromOthers, rooms } from "./room-calls";

// A call through a real relay (issue 69): Debian's coturn on 127.0.0.1 with a shared secret, and
// an app of this file's own (its serverEnv) that sends every call through it, with the credentials
// of each join. The connection each side uses is a relayed one, and video and audio arrive.
const TURN_PORT = Number(process.env.E2E_FULL_STACK_PORT ?? 3100) + 400;
const SECRET = "e2e-relay-secret";
let turn: ChildProcess | undefined;
test.use({
  serverEnv: {
    TURN_URLS: `turn:127.0.0.1:${TURN_PORT}?transport=udp`,
    TURN_SECRET: SECRET,
    ROOM_ICE_POLICY: "relay",
  },
});

test.beforeAll(async () => {
  execFileSync("bash", ["scripts/ensure-package.sh", "/usr/bin/turnserver", "coturn"]);
  // prettier-ignore
  turn = spawn("turnserver", [
    "-n", "--listening-ip=127.0.0.1", `--listening-port=${TURN_PORT}`, "--relay-ip=127.0.0.1",
    "--use-auth-secret", `--static-auth-secret=${SECRET}`, "--realm=haven.test", "--no-tls",
    "--no-dtls", "--no-cli", "--allow-loopback-peers", `--min-port=${TURN_PORT + 1}`,
    `--max-port=${TURN_PORT + 99}`, "--log-file=stdout",
  ], { stdio: "ignore" });
});
test.afterAll(() => {
  turn?.kill();
});

/** The kind of the local candidate of the pair each open connection selected. */
const selectedKinds = (page: Page) =>
  page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const kinds: string[] = [];
    for (const pc of pcs) {
      if (pc.connectionState !== "connected") continue;
      const stats = new Map<string, Record<string, unknown>>();
      (await pc.getStats()).forEach((s) => stats.set(s.id, s));
      const transport = [...stats.values()].find((s) => s.type === "transport");
      const pair = stats.get(String(transport?.selectedCandidatePairId));
      kinds.push(String(stats.get(String(pair?.localCandidateId))?.candidateType));
    }
    return kinds;
  });

test("a call's video and audio go through the relay", async ({ browser }) => {
  test.setTimeout(120_000);
  const room = rooms().relay;
  const therapist = await person(browser, room.therapist, DESKTOP);
  const client = await person(browser, room.client, PHONE);
  for (const page of [therapist, client]) {
    await page.goto(`/appointments/${room.id}/room/`);
    await page.getByRole("button", { name: "Join the session" }).click();
  }
  await therapist.getByRole("button", { name: "Let Ivo in" }).click();
  await receivesFromOthers(client, 1);
  await receivesFromOthers(therapist, 1);
  for (const page of [therapist, client])
    await expect.poll(() => selectedKinds(page)).toEqual(["relay"]);
  for (const page of [therapist, client]) await page.context().close();
});
