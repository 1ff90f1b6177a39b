/**
 * Every reason the API gives for a failure, with its HTTP status and the key of its message in
 * the `Api` namespace of messages/*.json. Client-safe: services throw these codes, the HTTP layer
 * turns them into status and words, and the web switches on the same names (`ErrorCode.X`).
 */
export const errorCodes = {
  // the platform
  VALIDATION_FAILED: { status: 400, message: "validationFailed" },
  MALFORMED_BODY: { status: 400, message: "malformedBody" },
  BAD_REQUEST: { status: 400, message: "badRequest" },
  UNAUTHORIZED: { status: 401, message: "unauthorized" },
  TOKEN_EXPIRED: { status: 401, message: "tokenExpired" },
  FORBIDDEN: { status: 403, message: "forbidden" },
  NOT_FOUND: { status: 404, message: "notFound" },
  BODY_TOO_LARGE: { status: 413, message: "bodyTooLarge" },
  RATE_LIMITED: { status: 429, message: "tooManyAttempts" },
  SERVER_ERROR: { status: 500, message: "serverError" },
  // accounts
  EMAIL_TAKEN: { status: 409, message: "emailTaken" },
  INVALID_CREDENTIALS: { status: 401, message: "invalidCredentials" },
  ACCOUNT_INACTIVE: { status: 403, message: "accountInactive" },
  INVALID_REFRESH_TOKEN: { status: 401, message: "invalidRefreshToken" },
  INVALID_LINK: { status: 400, message: "invalidLink" },
  // second factor (decision 0521)
  MFA_TOKEN_INVALID: { status: 401, message: "mfaTokenInvalid" },
  INVALID_MFA_CODE: { status: 401, message: "invalidMfaCode" },
  MFA_ALREADY_ON: { status: 409, message: "mfaAlreadyOn" },
  MFA_NOT_ON: { status: 409, message: "mfaNotOn" },
  MFA_REQUIRED: { status: 403, message: "mfaRequired" },
  // passkeys (decision 0522)
  PASSKEY_CHALLENGE_INVALID: { status: 400, message: "passkeyChallengeInvalid" },
  PASSKEY_NOT_ACCEPTED: { status: 401, message: "passkeyNotAccepted" },
  PASSKEY_ALREADY_ADDED: { status: 409, message: "passkeyAlreadyAdded" },
  // sign-in with Google or Apple (decision 0523)
  SOCIAL_STATE_INVALID: { status: 400, message: "socialStateInvalid" },
  SOCIAL_SIGN_IN_FAILED: { status: 401, message: "socialSignInFailed" },
  SOCIAL_EMAIL_UNVERIFIED: { status: 409, message: "socialEmailUnverified" },
  INVALID_LINK_CODE: { status: 400, message: "invalidLinkCode" },
  REAUTHENTICATION_REQUIRED: { status: 403, message: "reauthenticationRequired" },
  // practice and availability
  PROVIDER_NOT_FOUND: { status: 404, message: "providerNotFound" },
  CATEGORY_NOT_OFFERED: { status: 400, message: "categoryNotOffered" },
  COUNTRY_FIRST: { status: 400, message: "countryFirst" },
  FILE_NOT_FOUND: { status: 404, message: "fileNotFound" },
  NO_FILES: { status: 404, message: "noFiles" },
  CUSTOM_DAY_NOT_FOUND: { status: 404, message: "customDayNotFound" },
  SLOT_NOT_FOUND: { status: 404, message: "slotNotFound" },
  // booking
  PROVIDER_NOT_BOOKABLE: { status: 404, message: "therapistUnavailable" },
  // A therapist whose credentials are not (or no longer) approved (decision 0213).
  PROVIDER_NOT_VERIFIED: { status: 409, message: "therapistNotVerified" },
  SLOT_UNAVAILABLE: { status: 409, message: "slotUnavailable" },
  SLOT_TAKEN: { status: 409, message: "slotTaken" },
  SERIES_CLASHES: { status: 409, message: "seriesClashes" },
  NOT_PENDING: { status: 409, message: "bookingNotPending" },
  HOLD_EXPIRED: { status: 409, message: "holdExpired" },
  NO_RECEIPT: { status: 409, message: "noReceipt" },
  NOT_IN_CALENDAR: { status: 409, message: "notInCalendar" },
  ALREADY_SCHEDULED: { status: 409, message: "alreadyScheduled" },
  NOT_YOUR_CLIENT: { status: 404, message: "notYourClient" },
  CLIENT_CURRENCY_MISMATCH: { status: 409, message: "clientCurrencyMismatch" },
  ALREADY_CANCELLED: { status: 409, message: "alreadyCancelled" },
  NOT_CANCELLABLE: { status: 409, message: "notCancellable" },
  NOT_RESCHEDULABLE: { status: 409, message: "notReschedulable" },
  RESCHEDULE_LIMIT_REACHED: { status: 409, message: "rescheduleLimitReached" },
  RESCHEDULE_PENDING: { status: 409, message: "reschedulePending" },
  NO_PENDING_RESCHEDULE: { status: 409, message: "noPendingReschedule" },
  // The time is held for a waitlisted client who has not accepted yet: not the therapist's to
  // move or cancel (decision 0320).
  HELD_FOR_WAITLIST: { status: 409, message: "heldForWaitlist" },
  // A session of a series moved "this and following" could not move: none did (decision 0318).
  SERIES_MOVE_FAILED: { status: 409, message: "seriesMoveFailed" },
  // No counter-proposal waits for this side's answer (answered, expired or never made).
  NO_OPEN_COUNTER: { status: 409, message: "noOpenCounter" },
  // wallet and payments
  INSUFFICIENT_FUNDS: { status: 402, message: "insufficientFunds" },
  CURRENCY_MISMATCH: { status: 409, message: "walletCurrencyMismatch" },
  REFERENCE_USED: { status: 409, message: "walletReferenceUsed" },
  TRANSACTION_NOT_FOUND: { status: 404, message: "transactionNotFound" },
  PAYMENT_NOT_FOUND: { status: 404, message: "paymentNotFound" },
  GATEWAY_UNAVAILABLE: { status: 502, message: "gatewayUnavailable" },
  INVALID_SIGNATURE: { status: 401, message: "invalidSignature" },
  CHECKOUT_DECIDED: { status: 409, message: "checkoutDecided" },
  NAME_REQUIRED: { status: 409, message: "virtualAccountNameRequired" },
  TRANSFER_UNAVAILABLE: { status: 409, message: "transferUnavailable" },
  // withdrawals to a bank account (decision 0114)
  WITHDRAWAL_NOT_FOUND: { status: 404, message: "withdrawalNotFound" },
  WITHDRAWAL_SETTLED: { status: 409, message: "withdrawalSettled" },
  // gift vouchers
  VOUCHER_NOT_FOUND: { status: 404, message: "voucherNotFound" },
  VOUCHER_REDEEMED: { status: 409, message: "voucherRedeemed" },
  VOUCHER_CURRENCY: { status: 409, message: "voucherCurrency" },
  // reviews and invited participants
  REVIEW_NOT_ALLOWED: { status: 409, message: "reviewNotAllowed" },
  ALREADY_REVIEWED: { status: 409, message: "alreadyReviewed" },
  REVIEW_EDITED: { status: 409, message: "reviewEditedOnce" },
  INVITES_NOT_ALLOWED: { status: 409, message: "invitesNotAllowed" },
  INVITES_CLOSED: { status: 409, message: "invitesClosed" },
  INVITE_LIMIT: { status: 409, message: "inviteLimit" },
  ALREADY_INVITED: { status: 409, message: "alreadyInvited" },
  INVITE_EXPIRED: { status: 410, message: "inviteExpired" },
  PARTICIPANT_REJECTED: { status: 409, message: "participantRejected" },
  // notes and client import
  CLIENT_ID_MISSING: { status: 400, message: "clientIdMissing" },
  NOTE_CHANGED: { status: 409, message: "noteChanged" },
  IMPORT_LIMIT: { status: 429, message: "importLimit" },
  IMPORT_CLIENTS_ONLY: { status: 403, message: "importClientsOnly" },
  // messaging
  CONVERSATION_NOT_FOUND: { status: 404, message: "conversationNotFound" },
  MESSAGE_NOT_FOUND: { status: 404, message: "messageNotFound" },
  NOT_YOUR_MESSAGE: { status: 403, message: "notYourMessage" },
  EDIT_WINDOW_PASSED: { status: 409, message: "editWindowPassed" },
  MESSAGE_RATE_LIMITED: { status: 429, message: "messageRateLimited" },
  // work history
  WORK_HISTORY_LIMIT: { status: 409, message: "workHistoryLimit" },
  // credentials
  VERIFICATION_NOTHING_TO_SUBMIT: { status: 409, message: "verificationNothingToSubmit" },
  VERIFICATION_LICENSE_REQUIRED: { status: 409, message: "verificationLicenseRequired" },
  VERIFICATION_NOT_SUBMITTED: { status: 409, message: "verificationNotSubmitted" },
  // hardening
  PAYMENTS_UNAVAILABLE: { status: 503, message: "paymentsUnavailable" },
  SERVICE_UNAVAILABLE: { status: 503, message: "serviceUnavailable" },
  MALFORMED_URL: { status: 400, message: "malformedUrl" },
  // waitlist (issue 71)
  WAITLIST_LIMIT: { status: 409, message: "waitlistLimit" },
  WAITLIST_TOO_FAR: { status: 400, message: "waitlistTooFar" },
  OFFER_EXPIRED: { status: 410, message: "offerExpired" },
  // session room
  ROOM_NOT_OPEN: { status: 409, message: "roomNotOpen" },
  // care between sessions (issue 70)
  CARE_ALREADY_ANSWERED: { status: 409, message: "careAlreadyAnswered" },
  CARE_FORM_COMPLETED: { status: 409, message: "careFormCompleted" },
  CARE_FORM_TEMPLATE_LIMIT: { status: 409, message: "careFormTemplateLimit" },
  SAFETY_PLAN_STALE: { status: 409, message: "safetyPlanStale" },
  // operations console (issue 68)
  STAFF_MFA_REQUIRED: { status: 403, message: "@Staff.api.mfaRequired" },
  STAFF_SELF_ACTION: { status: 409, message: "@Staff.api.selfAction" },
  IMPERSONATION_READ_ONLY: { status: 403, message: "@Staff.api.impersonationReadOnly" },
  REVIEW_MODERATION_CHANGED: { status: 409, message: "@Staff.api.reviewChanged" },
  LAST_ADMIN: { status: 409, message: "@Staff.api.lastAdmin" },
  // the console's money area (decision 0810)
  PAYOUT_ALREADY_RECORDED: { status: 409, message: "@Staff.api.payoutAlreadyRecorded" },
  PAYOUT_NOT_DUE: { status: 409, message: "@Staff.api.payoutNotDue" },
  PAYOUT_NO_ACCOUNT: { status: 409, message: "@Staff.api.payoutNoAccount" },
  PAYOUT_AMOUNT_CHANGED: { status: 409, message: "@Staff.api.payoutAmountChanged" },
  ADJUSTMENT_OWN_APPROVAL: { status: 403, message: "@Staff.api.adjustmentOwnApproval" },
  ADJUSTMENT_DECIDED: { status: 409, message: "@Staff.api.adjustmentDecided" },
  ADJUSTMENT_BELOW_ZERO: { status: 409, message: "@Staff.api.adjustmentBelowZero" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

/** The codes by name, so both sides write `ErrorCode.SLOT_TAKEN` and a typo fails the build. */
export const ErrorCode = Object.fromEntries(Object.keys(errorCodes).map((k) => [k, k])) as {
  readonly [K in ErrorCode]: K;
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(errorCodes, value);
