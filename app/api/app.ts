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
  bookingRoutes,
  clientRelationRoutes,
} from "@/features/booking/server/routes";
import { busyIntervalsOf } from "@/features/booking/server/service";
import { messageRoutes } from "@/features/messaging/server/routes";
import { catalogRoutes } from "@/features/catalog/server/routes";
import { providerStatsRoutes } from "@/features/directory/server/routes";
import { practiceRoutes } from "@/features/practice/server/routes";
import { regionRoutes } from "@/features/region/server/routes";
import { reviewRoutes } from "@/features/reviews/server/routes";
import {
  paymentRoutes,
  sandboxCheckoutRoutes,
  walletRoutes,
} from "@/features/wallet/server/routes";
import { devOutboxRoutes } from "@/lib/server/dev-outbox";
import { healthRoutes } from "@/lib/server/health";
import { createApiApp } from "@/lib/server/http";

// Time slots show as booked where the booking feature has an active booking.
setBusyIntervalSource(busyIntervalsOf);

/** The whole API: each feature contributes its router under the spec's section 7 paths. */
export const api = createApiApp()
  .route("/health", healthRoutes)
  .route("/auth", authRoutes)
  .route("/user", userRoutes)
  .route("/region", regionRoutes)
  .route("/categories", catalogRoutes)
  .route("/providers", providerStatsRoutes)
  .route("/review", reviewRoutes)
  .route("/wallet", walletRoutes)
  .route("/payment/sandbox", sandboxCheckoutRoutes)
  .route("/payment", paymentRoutes)
  .route("/provider", practiceRoutes)
  .route("/provider", availabilitySettingRoutes)
  .route("/provider-availability", providerAvailabilityRoutes)
  .route("/providers-availability", providersAvailabilityRoutes)
  .route("/booking", bookingRoutes)
  .route("/appointment", appointmentRoutes)
  .route("/clients", clientRelationRoutes)
  .route("/dev", devOutboxRoutes)
  .route("/messages", messageRoutes);

export type Api = typeof api;
