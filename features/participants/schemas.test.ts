import { describe, expect, it } from "vitest";
import { inviteFormSchema, shareBookingSchema } from "./schemas";

describe("invite rules", () => {
  it("splits the form's addresses and names one message for the field", () => {
    expect(inviteFormSchema.parse({ emails: "a@example.com, b@example.org" }).emails).toEqual([
      "a@example.com",
      "b@example.org",
    ]);
    const bad = inviteFormSchema.safeParse({ emails: "a@example.com not-an-email" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["emails", "inviteEmails"],
    ]);
    expect(inviteFormSchema.safeParse({ emails: "" }).success).toBe(false);
  });

  it("takes one to four addresses, lower-cased", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const emails = (n: number) => Array.from({ length: n }, (_, i) => `P${i}@Example.com`);
    expect(shareBookingSchema.parse({ bookingIdentifier: id, emails: emails(4) }).emails[0]).toBe(
      "p0@example.com",
    );
    expect(shareBookingSchema.safeParse({ bookingIdentifier: id, emails: emails(5) }).success).toBe(
      false,
    );
    expect(shareBookingSchema.safeParse({ bookingIdentifier: id, emails: [] }).success).toBe(false);
  });
});
