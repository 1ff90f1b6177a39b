import "server-only";
import { authRoutes, userRoutes } from "@/features/accounts/server/routes";
import {
  availabilitySettingRoutes,
  providerAvailabilityRoutes,
  providersAvailabilityRoutes,
} from "@/features/availability/server/routes";
import { setBusyIntervalSource } from "@/features/availability/server/service";
import {
  appointmentRoutes,
  calendarFeedRoutes,
  bookingRoutes,
  clientRelationRoutes,
} from "@/features/booking/server/routes";
import {
  busyIntervalsOf,
  clientRelation,
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
import { setRatingSource } from "@/features/practice/server/service";
import { credentialsRoutes } from "@/features/credentials/server/routes";
import { earningsRoutes } from "@/features/earnings/server/routes";
import { supportRoutes } from "@/features/support/server/routes";
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
import { devOutboxRoutes } from "@/lib/server/dev-outbox";
import { staffRoutes } from "@/features/staff/server/routes";
import { resolveImpersonation } from "@/features/staff/server/service";
import { setImpersonationResolver } from "@/lib/server/auth-guard";
import { healthRoutes } from "@/lib/server/health";
import { createApiApp } from "@/lib/server/http";

// Time slots show as booked where the booking feature has an active booking.
setBusyIntervalSource(busyIntervalsOf);
// A booking's feedbackProvided is whether the reviews feature has a review of it that the viewer
// may know of (an anonymous one only its author, decision 0406).
setFeedbackSource(reviewedBookings);
// GET /provider's rating is the one clients see (reviews' ratingsOf, decision 0400).
setRatingSource(async (providerId) => (await reviewCount(providerId)).averageRating);
// A session's day-ahead reminder also goes to the invitees the participants feature admitted.
setInviteeSource(admittedInvitees);
// A client's card and picture are shown to the therapists whose client list shows them...
setClientOf(isClientOf);
// ...and their emergency contact to the therapists they have had sessions with.
setCareRelation(
  async (providerId, clientId) => (await clientRelation(providerId, clientId)).sessions > 0,
);

// Imported clients who claimed their invitation and their therapist may message each other.
setExtraContactSource((userId, role) =>
  role === "provider" ? claimedImportsOf(userId) : importersOf(userId),
);

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
  .route("/support", supportRoutes)
  .route("/dev", devOutboxRoutes)
  .route("/staff", staffRoutes);

export type Api = typeof api;
