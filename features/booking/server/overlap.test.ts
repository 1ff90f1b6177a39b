import { describe, expect, it } from "vitest";
import { bookings, therapyCategories } from "@/db/schema";
import { createUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

async function fixture() {
  const provider = await createUser({ userType: "provider" });
  const client = await createUser();
  const [category] = await database.db.select().from(therapyCategories).limit(1);
  const insert = (
    start: string,
    end: string,
    status: "pending" | "confirmed" | "cancelled" | "expired" = "pending",
  ) =>
    database.db.insert(bookings).values({
      clientId: client.id,
      providerId: provider.id,
      categoryId: category!.id,
      modality: "video",
      status,
      startTime: new Date(start),
      endTime: new Date(end),
      amount: 1000,
      currency: "NGN",
      // A cancelled row records who cancelled and when (check bookings_cancel_recorded).
      ...(status === "cancelled"
        ? { cancelledAt: new Date(), cancelledBy: "client" as const }
        : {}),
    });
  return { insert, provider };
}

const violatesOverlap = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) =>
    String((error as { cause?: unknown }).cause ?? error).includes("bookings_no_overlap"),
  );

describe("the database allows one active booking per provider time range", () => {
  it("refuses the same slot twice", async () => {
    const { insert } = await fixture();
    await insert("2030-01-07T09:00:00Z", "2030-01-07T10:00:00Z");
    await violatesOverlap(insert("2030-01-07T09:00:00Z", "2030-01-07T10:00:00Z", "confirmed"));
  });

  it("refuses an overlap that starts at another time", async () => {
    const { insert } = await fixture();
    await insert("2030-01-07T09:00:00Z", "2030-01-07T10:00:00Z", "confirmed");
    await violatesOverlap(insert("2030-01-07T09:30:00Z", "2030-01-07T10:30:00Z"));
    await violatesOverlap(insert("2030-01-07T08:30:00Z", "2030-01-07T11:30:00Z"));
  });

  it("allows back-to-back sessions, other providers, and slots of cancelled or expired bookings", async () => {
    const { insert } = await fixture();
    await insert("2030-01-07T09:00:00Z", "2030-01-07T10:00:00Z");
    await insert("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z");
    await insert("2030-01-07T12:00:00Z", "2030-01-07T13:00:00Z", "cancelled");
    await insert("2030-01-07T12:00:00Z", "2030-01-07T13:00:00Z", "expired");
    await insert("2030-01-07T12:00:00Z", "2030-01-07T13:00:00Z");
    const other = await fixture();
    await other.insert("2030-01-07T09:00:00Z", "2030-01-07T10:00:00Z");
  });
});
