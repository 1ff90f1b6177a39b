import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens, outbox, users } from "@/db/schema";
import { settleAfterResponse } from "@/lib/server/after-response";
import { call } from "@/tests/helpers/api-client";
import { createUser, lastEmailTo, signedInUser, tokenFromEmail } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const info = (token: string) => call("/user/info", { token });
/** The account of Jana, who reads German and lives in Berlin's time. */
async function speaksGermanInBerlin(userId: string) {
  await database.db
    .update(users)
    .set({ locale: "de", timezone: "Europe/Berlin", firstName: "Jana" })
    .where(eq(users.id, userId));
}

/** The emails of one kind sent to an address, oldest first. */
async function sent(to: string, kind: string) {
  await settleAfterResponse();
  return database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(outbox.createdAt);
}
const login = (email: string, password: string) =>
  call("/user/login", {
    body: { email, password },
    headers: { "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250)}` },
  });

describe("password reset", () => {
  it("answers the same for known and unknown emails", async () => {
    const user = await createUser();
    const known = await call("/user/request-password-reset", { body: { email: user.email } });
    const unknown = await call("/user/request-password-reset", {
      body: { email: "ghost@example.com" },
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await lastEmailTo("ghost@example.com")).toBeUndefined();
  });

  it("sets the new password once, ends every session and the old password stops working", async () => {
    const { user, token } = await signedInUser();
    await call("/user/request-password-reset", { body: { email: user.email } });
    const resetToken = tokenFromEmail((await lastEmailTo(user.email))!.text);
    const res = await call("/user/password-reset", {
      body: { token: resetToken, password: "brand-new-1" },
    });
    expect(res.status).toBe(200);
    expect((await info(token)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, "brand-new-1")).status).toBe(200);
    expect(
      (await call("/user/password-reset", { body: { token: resetToken, password: "again-new-1" } }))
        .status,
    ).toBe(400);
    // The change is told once (decision 0513); the refused second use tells nothing.
    const [notice, ...more] = await sent(user.email, "passwordChanged");
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe("Your Haven password was changed");
    expect(notice!.text).toContain("every other device was signed out");
    expect(notice!.text).toContain("/forgot-password/");
    expect(notice!.listUnsubscribe).toBeNull();
  });

  it("refuses an expired link and a too-short password", async () => {
    const user = await createUser();
    await call("/user/request-password-reset", { body: { email: user.email } });
    const resetToken = tokenFromEmail((await lastEmailTo(user.email))!.text);
    const short = await call("/user/password-reset", {
      body: { token: resetToken, password: "12345" },
    });
    expect(short.body.errors.password).toBe("Password must be more than 6 characters");
    await database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.userId, user.id));
    const expired = await call("/user/password-reset", {
      body: { token: resetToken, password: "brand-new-1" },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("This link is invalid or has expired.");
  });
});

describe("POST /api/user/profile/update-password", () => {
  it("changes the password and ends the other sessions, keeping this one", async () => {
    const { user, token } = await signedInUser();
    const other = await login(user.email, user.password);
    // Used once before, so its signature is already known good: the ended session still counts.
    expect((await info(other.body.data.token)).status).toBe(200);
    const res = await call("/user/profile/update-password", {
      token,
      body: {
        oldPassword: user.password,
        newPassword: "changed-pass-1",
        confirmPassword: "changed-pass-1",
      },
    });
    expect(res.status).toBe(200);
    expect((await info(token)).status).toBe(200);
    expect((await info(other.body.data.token)).status).toBe(401);
    expect((await login(user.email, "changed-pass-1")).status).toBe(200);
  });

  it.each([
    [
      { oldPassword: "wrong-pass-1", newPassword: "changed-1", confirmPassword: "changed-1" },
      "oldPassword",
      "The current password is incorrect.",
    ],
    [
      { newPassword: "12345", confirmPassword: "12345" },
      "newPassword",
      "Password must be more than 6 characters",
    ],
    [
      { newPassword: "x".repeat(33), confirmPassword: "x".repeat(33) },
      "newPassword",
      "Password must not exceed 32 characters",
    ],
    [
      { newPassword: "changed-1", confirmPassword: "changed-2" },
      "confirmPassword",
      "Passwords must match",
    ],
  ])("refuses %j", async (overrides, field, message) => {
    const { user, token } = await signedInUser();
    const valid = {
      oldPassword: user.password,
      newPassword: "changed-1",
      confirmPassword: "changed-1",
    };
    const res = await call("/user/profile/update-password", {
      token,
      body: { ...valid, ...overrides },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it("needs a signed-in user", async () => {
    expect((await call("/user/profile/update-password", { body: {} })).status).toBe(401);
  });
});

describe("account changes are told to the person (decision 0513)", () => {
  it("tells of a password changed on the security page, in the person's language and zone", async () => {
    const { user, token } = await signedInUser();
    await speaksGermanInBerlin(user.id);
    const wrong = await call("/user/profile/update-password", {
      token,
      body: { oldPassword: "not-mine-1", newPassword: "changed-1", confirmPassword: "changed-1" },
    });
    expect(wrong.status).toBe(400);
    expect(await sent(user.email, "passwordChanged")).toHaveLength(0);
    const res = await call("/user/profile/update-password", {
      token,
      body: { oldPassword: user.password, newPassword: "changed-1", confirmPassword: "changed-1" },
    });
    expect(res.status).toBe(200);
    const [notice, ...more] = await sent(user.email, "passwordChanged");
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe("Ihr Haven-Passwort wurde geändert");
    expect(notice!.text).toMatch(
      /^Hallo Jana,\n\nAm \p{L}+, \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} \(Europe\/Berlin\) wurde/u,
    );
    expect(notice!.text).toContain("/de/forgot-password/");
  });

  it("tells the previous address of a new one, and only once the code confirmed it", async () => {
    const { user, token } = await signedInUser();
    const next = `next-${user.id.slice(0, 8)}@example.com`;
    await call("/user/profile/change-email", { token, body: { email: next, confirmEmail: next } });
    const code = (await lastEmailTo(next))!.subject.match(/: (\w{6})$/)![1]!;
    // Asked for, or a wrong code: nothing is told yet.
    await call("/user/profile/validate-email-change", { token, body: { token: "ZZZZZZ" } });
    expect(await sent(user.email, "emailChanged")).toHaveLength(0);
    const done = await call("/user/profile/validate-email-change", {
      token,
      body: { token: code },
    });
    expect(done.body.data).toEqual({ email: next });
    const [notice, ...more] = await sent(user.email, "emailChanged");
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe("The email address of your Haven account was changed");
    expect(notice!.text).toContain(`was changed to ${next}.`);
    expect(notice!.text).toContain("/restore-email/?token=");
    // The new address got its code and nothing else.
    expect((await sent(next, "emailChanged")).length).toBe(0);
  });
});

describe("email change", () => {
  it("sends a 6-character code to the new address and switches the email with it, once", async () => {
    const { user, token } = await signedInUser();
    const res = await call("/user/profile/change-email", {
      token,
      body: { email: "moved@example.com", confirmEmail: "Moved@example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Input Your OTP Sent Via Email");
    const email = await lastEmailTo("moved@example.com");
    const code = email!.subject.match(/: (\w{6})$/)![1]!;
    expect(code).toHaveLength(6);
    const done = await call("/user/profile/validate-email-change", {
      token,
      body: { token: code.toLowerCase() },
    });
    expect(done.status).toBe(200);
    expect((await info(token)).body.data.email).toBe("moved@example.com");
    expect((await login("moved@example.com", user.password)).status).toBe(200);
    expect(
      (await call("/user/profile/validate-email-change", { token, body: { token: code } })).status,
    ).toBe(400);
  });

  it("refuses mismatched emails, a taken email and a wrong-length code", async () => {
    const { token } = await signedInUser();
    const taken = await createUser();
    const mismatch = await call("/user/profile/change-email", {
      token,
      body: { email: "a@example.com", confirmEmail: "b@example.com" },
    });
    expect(mismatch.body.errors.confirmEmail).toBe("Emails must match");
    const conflict = await call("/user/profile/change-email", {
      token,
      body: { email: taken.email, confirmEmail: taken.email },
    });
    expect(conflict.status).toBe(409);
    for (const code of ["12345", "1234567"]) {
      const res = await call("/user/profile/validate-email-change", {
        token,
        body: { token: code },
      });
      expect(res.body.errors.token).toBe("Enter the 6-character code");
    }
  });

  it("limits code guesses: after 5 wrong codes even the right one waits", async () => {
    const { token } = await signedInUser();
    await call("/user/profile/change-email", {
      token,
      body: { email: "guess@example.com", confirmEmail: "guess@example.com" },
    });
    const code = (await lastEmailTo("guess@example.com"))!.subject.match(/: (\w{6})$/)![1]!;
    for (let i = 0; i < 5; i++) {
      expect(
        (await call("/user/profile/validate-email-change", { token, body: { token: "ZZZZZZ" } }))
          .status,
      ).toBe(400);
    }
    const blocked = await call("/user/profile/validate-email-change", {
      token,
      body: { token: code },
    });
    expect(blocked.status).toBe(429);
  });

  it("a code belongs to the user who asked for it", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    await call("/user/profile/change-email", {
      token: alice.token,
      body: { email: "alice2@example.com", confirmEmail: "alice2@example.com" },
    });
    const code = (await lastEmailTo("alice2@example.com"))!.subject.match(/: (\w{6})$/)![1]!;
    expect(
      (
        await call("/user/profile/validate-email-change", {
          token: bob.token,
          body: { token: code },
        })
      ).status,
    ).toBe(400);
    expect((await info(bob.token)).body.data.email).toBe(bob.user.email);
  });
});

describe("timezone", () => {
  it("reads and sets IANA time zones only", async () => {
    const { token } = await signedInUser();
    expect((await call("/user/timezone", { token })).body.data).toEqual({
      timezone: "Africa/Lagos",
    });
    expect(
      (await call("/user/timezone", { token, body: { timezone: "Europe/Berlin" } })).status,
    ).toBe(200);
    expect((await call("/user/timezone", { token })).body.data.timezone).toBe("Europe/Berlin");
    for (const timezone of ["Mars/Olympus", "GMT+1", "", "EST"]) {
      const res = await call("/user/timezone", { token, body: { timezone } });
      expect(res.status).toBe(400);
      expect(res.body.errors.timezone).toBe("Choose a valid time zone");
    }
  });
});

describe("DELETE /api/user/profile/delete-account", () => {
  const remove = (token: string, body?: unknown) =>
    call("/user/profile/delete-account", { method: "DELETE", token, body });

  it("needs the password, then anonymizes the person and ends every session", async () => {
    const { user, token, refreshToken } = await signedInUser();
    expect((await remove(token)).body.errors.password).toBe("Password is required");
    expect((await remove(token, { password: "wrong-pass-1" })).body.errors.password).toBe(
      "The current password is incorrect.",
    );
    const res = await remove(token, { password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Account Deleted Successfully");
    expect((await info(token)).status).toBe(401);
    expect((await call("/auth/refresh", { method: "POST", token: refreshToken })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstName: "Deleted",
      lastName: "User",
      phoneNumber: null,
      passwordHash: null,
      isActive: false,
    });
    expect(row!.email).not.toContain(user.email);
    // the address is free for a new account
    const again = await createUser({ email: user.email });
    expect(again.id).not.toBe(user.id);
  });

  it("tells the erased address, in the person's language, and only once the deletion is done", async () => {
    const { user, token } = await signedInUser();
    await speaksGermanInBerlin(user.id);
    await remove(token, { password: "wrong-pass-1" });
    expect(await sent(user.email, "accountDeleted")).toHaveLength(0);
    expect((await remove(token, { password: user.password })).status).toBe(200);
    const [notice, ...more] = await sent(user.email, "accountDeleted");
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe("Ihr Haven-Konto wurde gelöscht");
    expect(notice!.text).toMatch(
      /^Hallo Jana,\n\nAm \p{L}+, \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} \(Europe\/Berlin\) wurde/u,
    );
    expect(notice!.text).toContain("/de/contact/");
    expect(notice!.listUnsubscribe).toBeNull();
  });

  // Without a password, but only after a fresh sign-in at its provider (decision 0523; the
  // whole round trip is in social.test.ts).
  it("refuses a social account's deletion without a fresh sign-in at its provider", async () => {
    const user = await createUser({ isSocial: true });
    const { token } = await (async () => {
      // social accounts cannot log in with a password; open a session directly
      const { startSession } = await import("./sessions");
      return startSession(user.id, "client");
    })();
    const refused = await remove(token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("REAUTHENTICATION_REQUIRED");
  });
});

describe("undoing an email change from the previous address (decision 0517)", () => {
  /** Moves the account to `next` with the emailed code; answers the undo link's token. */
  async function moveTo(token: string, from: string, next: string) {
    await call("/user/profile/change-email", { token, body: { email: next, confirmEmail: next } });
    const code = (await lastEmailTo(next))!.subject.match(/: (\w{6})$/)![1]!;
    const done = await call("/user/profile/validate-email-change", {
      token,
      body: { token: code },
    });
    expect(done.status).toBe(200);
    const notices = await sent(from, "emailChanged");
    return tokenFromEmail(notices.at(-1)!.text);
  }
  const restore = (token: string, password = "taken-back-1") =>
    call("/user/restore-email", { body: { token, password, confirmPassword: password } });

  it("puts the address back with a new password, signs out every device and ends the other links", async () => {
    const { user, token } = await signedInUser();
    const next = `thief-${user.id.slice(0, 8)}@example.com`;
    const undo = await moveTo(token, user.email, next);
    // Whoever changed it asks for a reset at the new address: that link must die with the undo.
    await call("/user/request-password-reset", { body: { email: next } });
    const thiefReset = tokenFromEmail((await lastEmailTo(next))!.text);

    const res = await restore(undo);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(
      "Your email address is back and your new password is set. Every device was signed out: sign in again.",
    );
    expect((await info(token)).status).toBe(401);
    expect((await login(next, user.password)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    const signedIn = await login(user.email, "taken-back-1");
    expect(signedIn.status).toBe(200);
    expect((await info(signedIn.body.data.token)).body.data.email).toBe(user.email);
    const reset = await call("/user/password-reset", {
      body: { token: thiefReset, password: "thief-pass-1", confirmPassword: "thief-pass-1" },
    });
    expect(reset.status).toBe(400);
    // Once only; the restored address is told of the new password.
    expect((await restore(undo)).status).toBe(400);
    expect(await sent(user.email, "passwordChanged")).toHaveLength(1);
  });

  it("after two changes the first address's link still undoes them, and the second's then fails", async () => {
    const { user, token } = await signedInUser();
    const second = `second-${user.id.slice(0, 8)}@example.com`;
    const third = `third-${user.id.slice(0, 8)}@example.com`;
    const first = await moveTo(token, user.email, second);
    const fromSecond = await moveTo(token, second, third);

    expect((await restore(first)).status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
    const late = await restore(fromSecond);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("INVALID_LINK");
  });

  it("refuses a made-up, expired or missing link and a too-short password, changing nothing", async () => {
    const { user, token } = await signedInUser();
    const undo = await moveTo(token, user.email, `gone-${user.id.slice(0, 8)}@example.com`);
    expect((await restore("not-a-real-token")).status).toBe(400);
    const short = await restore(undo, "12345");
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe("Password must be more than 6 characters");
    expect((await call("/user/restore-email", { body: { password: "taken-back-1" } })).status).toBe(
      400,
    );
    await database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, "restore_email")));
    expect((await restore(undo)).status).toBe(400);
    expect((await info(token)).status).toBe(200);
  });

  it("refuses when another account took the previous address since", async () => {
    const { user, token } = await signedInUser();
    const undo = await moveTo(token, user.email, `moved-${user.id.slice(0, 8)}@example.com`);
    await createUser({ email: user.email });
    const res = await restore(undo);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("EMAIL_TAKEN");
    expect((await info(token)).status).toBe(200);
    // Refused as a whole: the link is not spent either.
    const links = await database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, "restore_email")));
    expect(links.map((l) => l.usedAt)).toEqual([null]);
  });

  it("answers in German for a German page", async () => {
    const { user, token } = await signedInUser();
    const undo = await moveTo(token, user.email, `de-${user.id.slice(0, 8)}@example.com`);
    const res = await call("/user/restore-email", {
      body: { token: undo, password: "zurueck-123", confirmPassword: "zurueck-123" },
      headers: { "X-Language": "de" },
    });
    expect(res.body.data.message).toBe(
      "Ihre E-Mail-Adresse ist wiederhergestellt und Ihr neues Passwort gesetzt. Alle Geräte wurden abgemeldet: Melden Sie sich erneut an.",
    );
  });
});
