import "server-only";
import { authRoutes, userRoutes } from "@/features/accounts/server/routes";
import { signInSecurityOf } from "@/features/accounts/server/service";
import {
  availabilitySettingRoutes,
  providerAvailabilityRoutes,
  providersAvailabilityRoutes,
} from "@/features/availability/server/routes";
import {
  hasOpenTime,
  setBusyIntervalSource,
  setSlotClientOf,
} from "@/features/availability/server/service";
import {
  appointmentRoutes,
  calendarFeedRoutes,
  bookingRoutes,
  clientRelationRoutes,
} from "@/features/booking/server/routes";
import {
  busyIntervalsOf,
  clientRelation,
  onBookingConfirmed,
  setFeedbackSource,
  setInviteeSource,
} from "@/features/booking/server/service";
import { dataExportRoutes } from "@/features/data-export/server/routes";
import { messageRoutes } from "@/features/messaging/server/routes";
import { setExtraContactSource } from "@/features/messaging/server/service";
import { catalogRoutes } from "@/features/catalog/server/routes";
import {
  clientAppointmentRoutes,
  clientListRoutes,
  clientProfileRoutes,
} from "@/features/clients/server/routes";
import { clientRoutes } from "@/features/client-account/server/routes";
import { setCareRelation, setClientOf } from "@/features/client-account/server/service";
import { isClientOf } from "@/features/clients/server/service";
import { providerStatsRoutes } from "@/features/directory/server/routes";
import { admittedInvitees } from "@/features/participants/server/service";
import {
  participantAppointmentRoutes,
  participantBookingRoutes,
  shareBookingRoutes,
} from "@/features/participants/server/routes";
import { clientImportRoutes } from "@/features/client-import/server/routes";
import { claimedImportsOf, importersOf } from "@/features/client-import/server/service";
import { noteRoutes } from "@/features/notes/server/routes";
import { notificationRoutes } from "@/features/notifications/server/routes";
import { practiceRoutes } from "@/features/practice/server/routes";
import {
  setPhotoClientOf,
  setRatingSource,
  setSetupSource,
} from "@/features/practice/server/service";
import { credentialsRoutes } from "@/features/credentials/server/routes";
import { earningsRoutes } from "@/features/earnings/server/routes";
import {
  supportChatRoutes,
  supportInboxRoutes,
  supportRoutes,
} from "@/features/support/server/routes";
import { vouchersRoutes } from "@/features/vouchers/server/routes";
import { workHistoryRoutes } from "@/features/work-history/server/routes";
import { recommendationRoutes } from "@/features/recommendations/server/routes";
import { regionRoutes } from "@/features/region/server/routes";
import { reviewRoutes } from "@/features/reviews/server/routes";
import { reviewCount, reviewedBookings } from "@/features/reviews/server/service";
import {
  paymentRoutes,
  sandboxCheckoutRoutes,
  virtualAccountRoutes,
  walletRoutes,
} from "@/features/wallet/server/routes";
import { waitlistRoutes } from "@/features/waitlist/server/routes";
import { clearWaitlists, waitlistsOf } from "@/features/waitlist/server/service";
import { devOutboxRoutes } from "@/lib/server/dev-outbox";
import { clearCalendarFeed, sessionsOf } from "@/features/booking/server/service";
import {
  clearClientProfile,
  clientAccountOf,
  pictureFileOf,
} from "@/features/client-account/server/service";
import {
  clearCredentials,
  credentialFilesOf,
  credentialsOf,
} from "@/features/credentials/server/service";
import { clearPayoutAccount, hasPayoutAccount } from "@/features/earnings/server/service";
import { attachmentFilesOf, conversationsOf } from "@/features/messaging/server/service";
import { clearNotifications, notificationsOf } from "@/features/notifications/server/service";
import { invitationsOf } from "@/features/participants/server/service";
import {
  clearProviderProfile,
  createProviderProfile,
  photoFileOf,
  practiceProfileOf,
  sessionLinkOf,
} from "@/features/practice/server/service";
import { repliesWrittenBy, reviewsWrittenBy } from "@/features/reviews/server/service";
import {
  clearContactMessages,
  clearSupportConversations,
  supportConversationsOf,
  supportWaitingCount,
} from "@/features/support/server/service";
import { vouchersOf } from "@/features/vouchers/server/service";
import {
  closeVirtualAccount,
  forgetWithdrawalAccounts,
  ledgerOf,
  withdrawalsOf,
} from "@/features/wallet/server/service";
import { clearWorkHistory, workHistoryOf } from "@/features/work-history/server/service";
import {
  addExportFiles,
  addExportSection,
  onAccountDeleted,
  onProviderCreated,
} from "@/lib/server/account-pieces";
import { staffRoutes } from "@/features/staff/server/routes";
import { resolveImpersonation, setSupportWaitingSource } from "@/features/staff/server/service";
import { setImpersonationResolver } from "@/lib/server/auth-guard";
import { healthRoutes } from "@/lib/server/health";
import { createApiApp } from "@/lib/server/http";
import {
  appointmentRoomRoutes,
  bookingRoomRoutes,
  roomRoutes,
} from "@/features/session-room/server/routes";
import { careFormRoutes, careRoutes, careSafetyRoutes } from "@/features/care/server/routes";
import { careOf, clearCare, sendFormsOnFirstBooking } from "@/features/care/server/service";
import { apiDocRoutes, documentApp } from "@/lib/server/openapi-document";

// Time slots show as booked where the booking feature has an active booking.
setBusyIntervalSource(busyIntervalsOf);
// A booking's feedbackProvided is whether the reviews feature has a review of it that the viewer
// may know of (an anonymous one only its author, decision 0406).
setFeedbackSource(reviewedBookings);
// GET /provider's rating is the one clients see (reviews' ratingsOf, decision 0400).
setRatingSource(async (providerId) => (await reviewCount(providerId)).averageRating);
// A therapist's onboarding checklist: open times (availability) and a payout account (earnings).
setSetupSource(async (providerId, now) => {
  const [availability, payoutAccount] = await Promise.all([
    hasOpenTime(providerId, now),
    hasPayoutAccount(providerId),
  ]);
  return { availability, payoutAccount };
});
// A session's day-ahead reminder also goes to the invitees the participants feature admitted.
setInviteeSource(admittedInvitees);
// A client's card and picture are shown to the therapists whose client list shows them...
setClientOf(isClientOf);
// An unverified therapist's times and photo are theirs and their clients' only (decision 0213).
setSlotClientOf(isClientOf);
setPhotoClientOf(isClientOf);
// ...and their emergency contact to the therapists they have had sessions with.
setCareRelation(
  async (providerId, clientId) => (await clientRelation(providerId, clientId)).sessions > 0,
);

// The console's overview counts support conversations waiting (support imports the console's
// guard, so the console does not import support; decision 0815).
setSupportWaitingSource(supportWaitingCount);

// Imported clients who claimed their invitation and their therapist may message each other.
setExtraContactSource((userId, role) =>
  role === "provider" ? claimedImportsOf(userId) : importersOf(userId),
);

// Each feature's pieces of an account's life and of a person's data export (decisions 0507,
// 0511): accounts and data-export run them, and import none of these features. A deletion's
// pieces run in this order in one transaction; the export's parts stand in this order.
// How either signs in (issue 67): the second factor, passkeys by name, the providers linked.
addExportSection("both", async (userId) => ({ signInSecurity: await signInSecurityOf(userId) }));
// A therapist's practice profile starts and ends with their account; its photo is theirs to export.
onProviderCreated(createProviderProfile);
onAccountDeleted(clearProviderProfile);
addExportSection("provider", async (userId, locale) => {
  const [practice, { link: sessionLink, useOwnRoom }] = await Promise.all([
    practiceProfileOf(userId, locale),
    sessionLinkOf(userId),
  ]);
  return { practice: { ...practice, sessionLink, useOwnRoom } };
});
addExportFiles("provider", photoFileOf);
// A therapist's work history, credentials (and their documents) and payout account.
onAccountDeleted(clearWorkHistory);
addExportSection("provider", async (userId) => ({ workHistory: await workHistoryOf(userId) }));
onAccountDeleted(clearCredentials);
addExportSection("provider", async (userId) => ({ credentials: await credentialsOf(userId) }));
addExportFiles("provider", credentialFilesOf);
onAccountDeleted(clearPayoutAccount);
// Either's messages to support, by the address the account had.
onAccountDeleted(clearContactMessages);
// Their support chats (decision 0811), every line of them.
onAccountDeleted(clearSupportConversations);
addExportSection("both", async (userId) => ({
  supportConversations: await supportConversationsOf(userId),
}));
// A client's profile and preferences, and their picture.
onAccountDeleted(clearClientProfile);
addExportSection("client", async (userId) => {
  const { profile, preferences } = await clientAccountOf(userId);
  return { profile, preferences };
});
addExportFiles("client", pictureFileOf);
// Either's sessions and calendar subscription, and the invitations to sessions.
onAccountDeleted(clearCalendarFeed);
addExportSection("both", async (userId, locale) => ({
  sessions: await sessionsOf(userId, locale),
}));
addExportSection("both", async (userId) => ({ invitations: await invitationsOf(userId) }));
// A client's virtual bank account closes with their account; either's wallet is theirs to export.
onAccountDeleted(closeVirtualAccount);
onAccountDeleted(forgetWithdrawalAccounts);
addExportSection("both", async (userId) => ({
  wallet: await ledgerOf(userId),
  walletWithdrawals: await withdrawalsOf(userId),
}));
// Every conversation and its attachments.
addExportSection("both", async (userId) => ({ conversations: await conversationsOf(userId) }));
addExportFiles("both", attachmentFilesOf);
// Notifications go with the account.
onAccountDeleted(clearNotifications);
addExportSection("both", async (userId) => ({ notifications: await notificationsOf(userId) }));
// A client's reviews and vouchers.
addExportSection("client", async (userId) => ({ reviews: await reviewsWrittenBy(userId) }));
// A therapist's replies to their reviews (decision 0409).
addExportSection("provider", async (userId) => ({
  reviewReplies: await repliesWrittenBy(userId),
}));
addExportSection("client", async (userId) => ({ vouchers: await vouchersOf(userId) }));
// A client's waitlists and their offers; a deleted account leaves every line it was in or for.
onAccountDeleted(clearWaitlists);
addExportSection("client", async (userId) => ({ waitlists: await waitlistsOf(userId) }));
// A client's PHQ-9 and GAD-7 answers and scores (issue 70) go with them and into their copy.
onAccountDeleted(clearCare);
addExportSection("both", async (userId) => ({ care: await careOf(userId) }));
// A new client's first confirmed booking with a therapist sends the therapist's intake and
// consent forms (issue 70, decision 0707).
onBookingConfirmed(sendFormsOnFirstBooking);
// "View as" (issue 68): requests with X-View-Mode: impersonation read as the person, read only.
setImpersonationResolver(resolveImpersonation);

/** The whole API: each feature contributes its router under the spec's section 7 paths. */
export const api = createApiApp()
  .route("/health", healthRoutes)
  .route("/auth", authRoutes)
  .route("/user", userRoutes)
  .route("/user", dataExportRoutes)
  .route("/region", regionRoutes)
  .route("/categories", catalogRoutes)
  .route("/providers", providerStatsRoutes)
  .route("/review", reviewRoutes)
  .route("/wallet", walletRoutes)
  .route("/payment/sandbox", sandboxCheckoutRoutes)
  .route("/payment", paymentRoutes)
  .route("/virtual-accounts", virtualAccountRoutes)
  .route("/vouchers", vouchersRoutes)
  .route("/provider", practiceRoutes)
  .route("/provider", availabilitySettingRoutes)
  .route("/provider", credentialsRoutes)
  .route("/provider", workHistoryRoutes)
  .route("/provider", earningsRoutes)
  .route("/provider-availability", providerAvailabilityRoutes)
  .route("/providers-availability", providersAvailabilityRoutes)
  // Before /booking's own routes: GET /booking/participant (the invitee's list) is not an id.
  .route("/booking", participantBookingRoutes)
  .route("/booking", bookingRoutes)
  .route("/appointment", appointmentRoutes)
  .route("/calendar-feed", calendarFeedRoutes)
  .route("/clients", clientRelationRoutes)
  .route("/clients", clientListRoutes)
  .route("/client", clientProfileRoutes)
  .route("/appointment", clientAppointmentRoutes)
  .route("/share-booking", shareBookingRoutes)
  .route("/appointment", participantAppointmentRoutes)
  .route("/client", clientRoutes)
  .route("/recommended-provider", recommendationRoutes)
  .route("/note", noteRoutes)
  .route("/client-import", clientImportRoutes)
  .route("/messages", messageRoutes)
  .route("/notifications", notificationRoutes)
  .route("/support/chat", supportChatRoutes)
  .route("/support", supportRoutes)
  .route("/dev", devOutboxRoutes)
  .route("/waitlist", waitlistRoutes)
  .route("/booking", bookingRoomRoutes)
  .route("/appointment", appointmentRoomRoutes)
  .route("/room", roomRoutes)
  .route("/care", careRoutes)
  .route("/care", careFormRoutes)
  .route("/care", careSafetyRoutes)
  // The support inbox is the console's too, with its guard (decision 0811).
  .route("/staff/support", supportInboxRoutes)
  .route("/staff", staffRoutes)
  // The document of all of the above, and its reference (decision 0042).
  .route("/", apiDocRoutes);

export type Api = typeof api;

// GET /api/openapi.json describes the app above (decision 0042).
documentApp(api);
