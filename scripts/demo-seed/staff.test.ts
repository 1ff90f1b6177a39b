// @vitest-environment node
import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from "./staff";

const database = withTestDatabase({ seed: true });

describe("the demo's staff (issue 68)", () => {
  it("signs each in with the demo password and its fixed authenticator secret, into its area", async () => {
    expect(await seedDemoStaff(database.db)).toBe(4);
    expect(await seedDemoStaff(database.db)).toBe(0);
    for (const [i, member] of DEMO_STAFF.entries()) {
      const headers = { "x-forwarded-for": `10.78.0.${i + 1}` };
      const login = await call("/user/login", {
        body: { email: member.email, password: DEMO_STAFF_PASSWORD },
        headers,
      });
      expect(login.body.data).toMatchObject({ mfaRequired: true });
      const code = generateSync({ secret: member.totpSecret });
      const signed = await call("/user/login/mfa", {
        body: { mfaToken: login.body.data.mfaToken, code },
        headers,
      });
      expect(signed.status).toBe(200);
      const me = await call("/staff/me", { token: signed.body.data.token });
      expect(me.body.data).toMatchObject({ roles: member.roles });
    }
  });
});
