import { describe, expect, it } from "vitest";
import { takingSlot } from "./service";

/** An error as Drizzle throws it: the driver's error, with its SQLSTATE, as the cause. */
const failed = (code: string) =>
  Object.assign(new Error("Failed query: insert into bookings"), { cause: { code } });

describe("takingSlot", () => {
  it("tries a write PostgreSQL aborted as a deadlock once more", async () => {
    let calls = 0;
    const write = async () => {
      if (++calls === 1) throw failed("40P01");
      return "booked";
    };
    await expect(takingSlot("provider", write)).resolves.toBe("booked");
    expect(calls).toBe(2);
  });

  it("passes any other error on untouched, without trying again", async () => {
    let calls = 0;
    const error = failed("23514");
    await expect(
      takingSlot("provider", async () => {
        calls++;
        throw error;
      }),
    ).rejects.toBe(error);
    expect(calls).toBe(1);
  });
});
