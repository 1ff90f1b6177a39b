import { describe, expect, it } from "vitest";
import { notifications } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { deleteOldNotifications, NOTIFICATION_RETENTION_DAYS } from "./retention";

const database = withTestDatabase({ seed: true });
const DAY = 86_400_000;

describe("notifications are kept for a year (decision 0510)", () => {
  it("deletes what is older than a year, read or not, in batches, and nothing newer or anyone else's newer", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const [ada, ben] = [await signedInUser(), await signedInUser()];
    const year = NOTIFICATION_RETENTION_DAYS;
    await database.db.insert(notifications).values([
      // Past the year: three of Ada's (one read), one of Ben's.
      ...[year + 1, year + 30, year + 400].map((days, i) => ({
        userId: ada.user.id,
        kind: "credentialsApproved" as const,
        createdAt: ago(days),
        readAt: i === 0 ? ago(days - 1) : null,
      })),
      { userId: ben.user.id, kind: "credentialsApproved" as const, createdAt: ago(year + 2) },
      // Inside it, to the minute: kept.
      { userId: ada.user.id, kind: "credentialsApproved" as const, createdAt: ago(year - 1) },
      {
        userId: ada.user.id,
        kind: "credentialsApproved" as const,
        createdAt: new Date(ago(year).getTime() + 60_000),
      },
      { userId: ben.user.id, kind: "credentialsApproved" as const, createdAt: ago(3) },
    ]);
    const listed = async (token: string) =>
      (await call("/notifications", { token })).body.data.length as number;
    expect(await listed(ada.token)).toBe(5);

    // A batch of two: the loop goes on until a batch comes back short.
    expect(await deleteOldNotifications(now, 2)).toBe(4);
    expect(await listed(ada.token)).toBe(2);
    expect(await listed(ben.token)).toBe(1);
    expect((await call("/notifications/unread-count", { token: ada.token })).body.data.count).toBe(
      2,
    );
    expect(await deleteOldNotifications(now)).toBe(0);
  });
});
