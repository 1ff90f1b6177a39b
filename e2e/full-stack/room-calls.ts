import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "../fixtures";
import { signIn } from "../steps";

// Issue 69: calls between headless Chromium windows with its fake camera and microphone, in
// sessions e2e/seed-room.ts put on now (their rooms open while this runs).
type Room = { id: string; therapist: string; client: string; guest?: string };
type Rooms = { en: Room; de: Room; relay: Room; couples: Room };
const seeded = JSON.parse(readFileSync(".data/e2e/room.json", "utf8")) as {
  password: string;
  attempts: Rooms[];
};
export const ROOM_PASSWORD = seeded.password;

/** This attempt's rooms: a retry's own, since the first attempt's people are already let in. */
export const rooms = () =>
  seeded.attempts[Math.min(test.info().retry, seeded.attempts.length - 1)]!;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A signed-in window whose RTCPeerConnections the test can read (getStats), at a viewport. */
export async function person(browser: Browser, email: string, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport, permissions: ["camera", "microphone"] });
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = all;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  });
  const page = await context.newPage();
  await signIn(page, email, ROOM_PASSWORD);
  // The cookie banner would cover the call's buttons on a phone.
  await page.getByRole("button", { name: "Reject all" }).click();
  return page;
}

/** Per open connection: frames decoded and audio packets received, from inbound-rtp. */
export const inbound = (page: Page) =>
  page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const out: { frames: number; audioPackets: number; state: string }[] = [];
    for (const pc of pcs) {
      if (pc.connectionState === "closed") continue;
      let frames = 0;
      let audioPackets = 0;
      (await pc.getStats()).forEach((s) => {
        if (s.type === "inbound-rtp" && s.kind === "video") frames += s.framesDecoded ?? 0;
        if (s.type === "inbound-rtp" && s.kind === "audio") audioPackets += s.packetsReceived ?? 0;
      });
      out.push({ frames, audioPackets, state: pc.connectionState });
    }
    return out;
  });

/** The energy of the audio this window has received and played, summed so far (inbound-rtp). */
export const heardEnergy = (page: Page) =>
  page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    let energy = 0;
    for (const pc of pcs)
      if (pc.connectionState !== "closed")
        (await pc.getStats()).forEach((s) => {
          if (s.type === "inbound-rtp" && s.kind === "audio") energy += s.totalAudioEnergy ?? 0;
        });
    return energy;
  });

/** Whether the audio heard grows over a second. */
export const hearsSound = async (page: Page) => {
  const before = await heardEnergy(page);
  await page.waitForTimeout(1200);
  return (await heardEnergy(page)) - before > 1e-6;
};

/** Until every one of `count` connections of the page has decoded video and received audio. */
export async function receivesFromOthers(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        const stats = await inbound(page);
        return stats.length >= count && stats.every((s) => s.frames > 0 && s.audioPackets > 0);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
