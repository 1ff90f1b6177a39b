// The API as the server entry loads it: bundled by scripts/build-server.mjs into
// .server-build/api.mjs, with `server-only` resolved to an empty module (only React's server
// build may import the real one, and the entry is no React server). In development the entry
// loads a fresh copy after each rebuild; the database handle lives on globalThis, so every copy
// shares the one connection (PGlite allows a single one per directory).
export { api } from "@/app/api/app";
export { closeDb } from "@/db/client";
export { logPaymentGatewaySetup } from "@/features/wallet/server/gateways";
export { startHoldSweeper } from "@/features/booking/server/hold-sweeper";
export { startReminderSweeper } from "@/features/booking/server/reminders";
export { startUnreadEmailSweeper } from "@/features/messaging/server/unread-email";
export { startNotificationRetention } from "@/features/notifications/server/retention";
export { startSignInRetention } from "@/features/accounts/server/retention";
export { startApprovalLapses } from "@/features/credentials/server/service";
export { startMailDelivery } from "@/lib/server/mail-delivery";
export { startWaitlistSweeper } from "@/features/waitlist/server/sweeper";
export { jobsSettled } from "@/lib/server/every";
export { isDraining, startDraining } from "@/lib/server/lifecycle";
export { closeLive } from "@/lib/server/live";
export { mailDeliverySettled } from "@/lib/server/mail-delivery";
export { metricsEndpoint } from "@/lib/server/metrics";
export { flushErrorReports, startErrorReports } from "@/lib/server/error-reports";
export { startTracing, stopTracing } from "@/lib/server/tracing";
