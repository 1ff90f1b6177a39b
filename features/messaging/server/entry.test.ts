import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { signedInUser } from "@/tests/helpers/factories";
import { bookingBetween, openConversation, sendMessage } from "@/tests/helpers/messaging";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { createRequestHandler } from "@/server/request-handler";

withTestDatabase({ seed: true });

// Through the server entry's adapter exactly as server/index.ts mounts it (no global overrides):
// a DELETE without a body used to fail there while app.request() was fine.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    createRequestHandler({
      api: getRequestListener(api.fetch, { overrideGlobalObjects: false }),
      next: (_req, res) => res.end(),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it("deletes a message through the server entry with a plain DELETE", async () => {
  const therapist = await signedInUser({ userType: "provider" });
  const client = await signedInUser();
  await bookingBetween(client.user.id, therapist.user.id);
  const opened = await openConversation(client.token, therapist.user.id);
  const sent = await sendMessage(client.token, opened.body.meta.conversation.identifier, "bye");
  const response = await fetch(`${base}/api/messages/${sent.body.data.identifier}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(response.status).toBe(200);
  expect((await response.json()).data).toMatchObject({ text: null });
});
