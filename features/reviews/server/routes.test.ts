import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const providerId = async (email: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe("therapist reviews", () => {
  it("pages a therapist's reviews, newest first, without the reviewer's full name", async () => {
    const id = await providerId("amaka.obi@demo.therapy");
    const res = await call(`/review/provider/${id}?page=1`);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, pageSize: 10, total: 2 });
    expect(res.body.data.map((r: { rating: number }) => r.rating)).toEqual([4.5, 5]);
    expect(res.body.data[0]).toMatchObject({ reviewerName: "Emily B.", isAnonymous: false });
    expect(JSON.stringify(res.body)).not.toContain("Brown");
    expect((await call(`/review/provider/${id}?page=2`)).body.data).toEqual([]);
  });

  it("counts reviews with the average rating in half steps", async () => {
    const id = await providerId("sarah.mitchell@demo.therapy");
    const res = await call(`/review/provider/${id}/count`);
    expect(res.body.data).toEqual({ count: 2, averageRating: 4.5 });
    const none = await call(
      `/review/provider/${await providerId("chioma.eze@demo.therapy")}/count`,
    );
    expect(none.body.data).toEqual({ count: 0, averageRating: null });
  });

  it("answers 400 for a malformed id or page", async () => {
    expect((await call("/review/provider/nope")).status).toBe(400);
    const id = await providerId("amaka.obi@demo.therapy");
    expect((await call(`/review/provider/${id}?page=0`)).status).toBe(400);
  });
});
