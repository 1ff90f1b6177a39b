// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { lastEmailTo } from "@/tests/helpers/factories";
import { completedSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { ANONYMOUS_BATCH_SIZE, releaseTimeOf } from "../anonymity";

withTestDatabase({ seed: true });
const SARAH = "sarah.mitchell@demo.therapy";
const MARCUS = "marcus.lee@demo.therapy";
const DAY = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

const anonymously = (s: Awaited<ReturnType<typeof completedSession>>, rating: number) =>
  call(`/review/${s.id}`, {
    token: s.client.token,
    body: { rating, comment: "Helped me a great deal.", isAnonymous: true },
  });

/** Everything the therapist can read that touches this session, its client or their reviews. */
async function therapistView(token: string, s: Awaited<ReturnType<typeof completedSession>>) {
  const paths = [
    `/appointment/${s.id}`,
    `/appointment/${s.id}/series`,
    `/appointment/${s.id}/receipt`,
    `/appointment/next`,
    `/appointment/reschedule/pending`,
    `/appointment/client/${s.client.user.id}?page=1`,
    `/appointment?page=1&statuses=completed`,
    `/review/booking/${s.id}`,
    `/review/provider/${s.providerId}?page=1`,
    `/review/provider/${s.providerId}/count`,
    `/providers/${s.providerId}`,
    `/client/profile/${s.client.user.id}`,
    `/clients/relation/${s.client.user.id}`,
    `/clients?page=1`,
    `/notifications`,
    `/notifications/unread-count`,
  ];
  const answers = await Promise.all(paths.map((path) => call(path, { token })));
  return Object.fromEntries(paths.map((path, i) => [path, answers[i]!]));
}

describe("an anonymous review names no session, booking or client to its therapist (decision 0406)", () => {
  it("changes nothing the therapist can read when it is written; its author alone sees it on the session", async () => {
    const s = await completedSession({ therapistEmail: SARAH });
    const sarah = await therapistToken(SARAH);
    const before = await therapistView(sarah, s);
    for (const [path, answer] of Object.entries(before)) expect(answer.status, path).toBe(200);
    const mailBefore = await lastEmailTo(SARAH);

    const written = await anonymously(s, 2);
    expect(written.status).toBe(201);
    const id = written.body.data.identifier as string;

    // Every answer the therapist gets is the same as before, to the byte.
    const after = await therapistView(sarah, s);
    for (const path of Object.keys(before))
      expect(after[path]!.body, path).toEqual(before[path]!.body);
    expect(after[`/appointment/${s.id}`]!.body.data.feedbackProvided).toBe(false);
    expect(after[`/review/booking/${s.id}`]!.body.data).toBeNull();
    // Not told by notification or email either.
    expect(await lastEmailTo(SARAH)).toEqual(mailBefore);
    // The review itself is not shown to them until its batch is released.
    expect((await call(`/review/participant/${id}`, { token: sarah })).status).toBe(404);

    // Its author sees it on their session, as before.
    const own = await call(`/review/booking/${s.id}`, { token: s.client.token });
    expect(own.body.data).toMatchObject({ identifier: id, bookingIdentifier: s.id, canEdit: true });
    expect(
      (await call(`/booking/${s.id}`, { token: s.client.token })).body.data.feedbackProvided,
    ).toBe(true);
    const byId = await call(`/review/participant/${id}`, { token: s.client.token });
    expect(byId.body.data.bookingIdentifier).toBe(s.id);
  });

  it(`releases anonymous reviews only ${ANONYMOUS_BATCH_SIZE} at a time, on a Monday a week after the last, dated by the release`, async () => {
    const sessions = await Promise.all(
      [44, 45, 46].map((slotIndex) => completedSession({ therapistEmail: MARCUS, slotIndex })),
    );
    const providerId = sessions[0]!.providerId;
    const count = async () => (await call(`/review/provider/${providerId}/count`)).body.data;
    const before = await count();
    const ids = [
      (await anonymously(sessions[0]!, 1)).body.data.identifier,
      (await anonymously(sessions[1]!, 1)).body.data.identifier,
    ] as string[];

    // Two waiting reviews are never shown, however long ago they were written.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60 * DAY);
    expect(await count()).toEqual(before);
    const marcusLater = await therapistToken(MARCUS);
    for (const id of ids)
      expect((await call(`/review/participant/${id}`, { token: marcusLater })).status).toBe(404);
    vi.useRealTimers();

    // The third fills the pool: all three are released together.
    const third = await anonymously(sessions[2]!, 1);
    ids.push(third.body.data.identifier);
    const release = releaseTimeOf(new Date(third.body.data.createdAt));

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(release.getTime() - 1000);
    expect(await count()).toEqual(before);
    const listedBefore = await call(`/review/provider/${providerId}?page=1`);
    expect(listedBefore.body.data.map((r: { identifier: string }) => r.identifier)).not.toContain(
      ids[2],
    );
    const cardBefore = (await call(`/providers/${providerId}`)).body.data;

    vi.setSystemTime(release.getTime());
    expect((await count()).count).toBe(before.count + 3);
    expect((await call(`/providers/${providerId}`)).body.data.reviewCount).toBe(
      cardBefore.reviewCount + 3,
    );
    const listed = (await call(`/review/provider/${providerId}?page=1`)).body.data.slice(0, 3);
    expect(listed.map((r: { identifier: string }) => r.identifier).sort()).toEqual([...ids].sort());
    for (const r of listed)
      expect(r).toMatchObject({
        isAnonymous: true,
        reviewerName: null,
        createdAt: release.toISOString(),
      });

    const marcus = await therapistToken(MARCUS);
    for (const [i, id] of ids.entries()) {
      const s = sessions[i]!;
      const shown = await call(`/review/participant/${id}`, { token: marcus });
      expect(shown.body.data).toMatchObject({
        bookingIdentifier: null,
        createdAt: release.toISOString(),
        editedAt: null,
        canEdit: false,
      });
      const text = JSON.stringify(shown.body);
      expect(text).not.toContain(s.id);
      expect(text).not.toContain(s.client.user.id);
      // Still tied to no session, booking or client anywhere.
      expect((await call(`/review/booking/${s.id}`, { token: marcus })).body.data).toBeNull();
      expect(
        (await call(`/appointment/${s.id}`, { token: marcus })).body.data.feedbackProvided,
      ).toBe(false);
      const history = await call(`/appointment/client/${s.client.user.id}?page=1`, {
        token: marcus,
      });
      expect(history.body.data[0]).toMatchObject({ review: null, feedbackProvided: false });
    }
  });

  it("is not shown to another therapist or another client", async () => {
    const s = await completedSession({ therapistEmail: SARAH, slotIndex: 47 });
    const id = (await anonymously(s, 3)).body.data.identifier;
    const other = await completedSession({ therapistEmail: SARAH, slotIndex: 48 });
    const marcus = await therapistToken(MARCUS);
    for (const token of [other.client.token, marcus]) {
      expect((await call(`/review/participant/${id}`, { token })).status).toBe(404);
      expect((await call(`/review/booking/${s.id}`, { token })).status).toBe(404);
    }
  });
});
