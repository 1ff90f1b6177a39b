import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { startDraining, stopDrainingForTests } from "./lifecycle";
import { closeLive, openStreams } from "./live";

withTestDatabase({ seed: true });

let token: string;
beforeAll(async () => {
  token = (await signedInUser()).token;
});
afterEach(() => stopDrainingForTests());
afterAll(() => closeLive());

/** Everything the stream sends until it ends (or 5 s pass, which fails the test). */
async function readToEnd(response: Response, onFirstChunk?: () => void) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const timer = setTimeout(() => void reader.cancel(), 5_000);
  let text = "";
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    if (!text) onFirstChunk?.();
    text += chunk.value;
  }
  clearTimeout(timer);
  return text;
}

const retryOf = (text: string) => Number(/^retry: (\d+)$/m.exec(text)?.[1]);

it("ends an open live stream with a retry hint of 1 to 3 s when the instance drains", async () => {
  const response = await api.request("/api/notifications/live", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const text = await readToEnd(response, () => setTimeout(startDraining, 10));
  expect(text).toMatch(/^event: ready$/m);
  const retry = Number(/\n\nretry: (\d+)\n\n$/.exec(text)?.[1]);
  expect(retry).toBeGreaterThanOrEqual(1000);
  expect(retry).toBeLessThan(3000);
  await expect.poll(() => openStreams()).toBe(0);
});

it("answers a stream opened while draining with the retry hint alone, and no ready", async () => {
  startDraining();
  const response = await api.request("/api/notifications/live", {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await readToEnd(response);
  expect(text).not.toMatch(/event: ready/);
  expect(retryOf(text)).toBeGreaterThanOrEqual(1000);
  await expect.poll(() => openStreams()).toBe(0);
});
