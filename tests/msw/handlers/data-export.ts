import { strToU8, zipSync } from "fflate";
import { http, HttpResponse } from "msw";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { bookingState } from "../fixtures/booking";
import { clientState } from "../fixtures/client-account";
import { walletState } from "../fixtures/wallet";
import { afterSessionState } from "../fixtures/after-session";
import { emailPreferences, mfaState, passkeyState, signedInSessions } from "./accounts";
import { PICTURE_SVG } from "./client-account";
import { formsForExport } from "./care-forms";
import { safetyPlansForExport } from "./care-safety";
import { supportConversationsForExport } from "./support";
import { clientNotificationsForExport } from "./notifications";
import { apiError } from "./errors";
import { apiPath, langOf } from "./lang";

/** How the mocked client signs in (decision 0524), from the authenticator and passkey mocks. */
function mockSignInSecurity() {
  const mfa = mfaState();
  const { passkeys } = passkeyState();
  return {
    secondFactor: {
      enabled: mfa.on || passkeys.length > 0,
      authenticatorApp: mfa.on
        ? {
            enabled: true,
            since: "2026-01-05T09:00:00.000Z",
            recoveryCodesLeft: mfa.recoveryLeft.length,
          }
        : { enabled: false },
      passkeys: passkeys.map(({ name, createdAt, lastUsedAt }) => ({
        name,
        createdAt,
        lastUsedAt,
      })),
    },
    linkedProviders: [],
  };
}

/** GET /user/data-export for the mocked client (decision 0507), from the other mocks' state. */
export const dataExportHandlers = [
  http.get(apiPath("/user/data-export"), ({ request }) => {
    if (request.headers.get("authorization") !== `Bearer ${authAnswer().token}`)
      return apiError(request, ErrorCode.UNAUTHORIZED);
    const now = new Date();
    const lang = langOf(request);
    const data = {
      exportedAt: now.toISOString(),
      account: {
        identifier: demoClient.identifier,
        userType: "client",
        email: demoClient.email,
        emailVerifiedAt: "2026-01-05T09:00:00.000Z",
        firstName: demoClient.firstName,
        lastName: demoClient.lastName,
        phoneNumber: null,
        countryCode: "NG",
        language: lang,
        timezone: "Africa/Lagos",
        signsInWith: "password",
        emailPreferences: emailPreferences(),
        createdAt: "2026-01-05T09:00:00.000Z",
        signIns: signedInSessions().map((session) => ({
          browser: session.browser,
          platform: session.platform,
          signedInAt: session.signedInAt,
          lastActiveAt: session.lastActiveAt,
          signedOutAt: null,
        })),
      },
      signInSecurity: mockSignInSecurity(),
      profile: clientState.profile,
      preferences: clientState.preferences,
      sessions: Object.values(bookingState()).map((b) => ({
        identifier: b.identifier,
        role: "client",
        with: `${b.provider.firstName} ${b.provider.lastName}`,
        therapy: b.therapyCategory.name,
        modality: b.modality,
        status: b.status,
        startTime: b.startTime,
        endTime: b.endTime,
        amount: b.amount,
        currency: b.currency,
        isFree: b.isFree,
        note: b.note,
        cancellationNote: null,
        bookedAt: b.createdAt,
      })),
      // The demo client is the one who invites in the mocks; the partner is someone else.
      invitations: {
        received: [],
        sent: Object.values(afterSessionState().participants).map((p) => ({
          session: p.bookingId,
          email: p.email,
          status: p.status,
          therapistDecision: p.providerDecision,
          invitedAt: new Date(Date.parse(p.expiresAt) - 7 * 86_400_000).toISOString(),
        })),
      },
      wallet: [...walletState().transactions].reverse().map((t) => ({
        identifier: t.identifier,
        type: t.transactionType,
        amount: t.direction === "credit" ? t.amount : -t.amount,
        currency: t.currency,
        balanceAfter: t.balanceAfter,
        reference: t.reference,
        description: t.description,
        createdAt: t.createdAt,
      })),
      // Withdrawals to a bank account (decision 0114), oldest first, the account whole.
      walletWithdrawals: [...(walletState().withdrawals ?? [])]
        .reverse()
        .map(({ accountNumberEnding: _ending, ...w }) => w),
      conversations: [],
      notifications: clientNotificationsForExport(),
      reviews: [],
      vouchers: [],
      waitlists: [],
      supportConversations: supportConversationsForExport(),
      // The mocked client's measures stay in the care twin (issue 70); the export names none.
      // Their forms and safety plan are the care twins' own, as the client left them.
      care: {
        measures: [],
        forms: formsForExport(),
        formTemplates: [],
        safetyPlans: safetyPlansForExport(),
        settings: null,
      },
    };
    return new HttpResponse(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="haven-data-${now.toISOString().slice(0, 10)}.json"`,
        "cache-control": "private, no-store",
      },
    });
  }),
  // The mocked client's files (decision 0511): their picture once they upload one (an SVG in the
  // mocks, a JPEG or PNG for real); nothing to download before.
  http.get(apiPath("/user/data-export/files"), ({ request }) => {
    if (request.headers.get("authorization") !== `Bearer ${authAnswer().token}`)
      return apiError(request, ErrorCode.UNAUTHORIZED);
    if (!clientState.profile.pictureUrl) return apiError(request, ErrorCode.NO_FILES);
    const archive = zipSync({ "profile/picture.svg": strToU8(PICTURE_SVG) }, { level: 0 });
    return new HttpResponse(archive, {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="haven-files-${new Date().toISOString().slice(0, 10)}.zip"`,
        "cache-control": "private, no-store",
      },
    });
  }),
];
