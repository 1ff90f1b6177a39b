import { z } from "zod";
import { NOTIFICATION_KINDS } from "@/lib/api/notification-kinds";

// The kinds and their details are the table's too (db/schema/notifications.ts): they live in
// lib/api/notification-kinds.ts, which both import, so db/ imports no feature.
export {
  NOTIFICATION_KINDS,
  type NotificationDetails,
  type NotificationKind,
} from "@/lib/api/notification-kinds";

/** A page of the list holds this many. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** PUT /notifications/mark-read: everything up to and including the newest one the reader saw. */
export const markReadSchema = z.object({ identifier: z.uuid("invalidId") });

/** The facts a notification's sentence needs (lib/api/notification-kinds.ts NotificationDetails). */
const notificationDetailsSchema = z.strictObject({
  at: z.string().optional(),
  from: z.string().optional(),
  times: z.array(z.string()).optional(),
  count: z.number().optional(),
  rating: z.number().optional(),
  amount: z.number().optional(),
  currency: z.string().optional(),
  month: z.string().optional(),
  invitation: z.string().optional(),
  client: z.string().optional(),
});

/** One notification as GET /notifications answers it. */
export const notificationSchema = z
  .strictObject({
    identifier: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** Who acted, as they are named now; null for us, an anonymous review or a deleted account. */
    actorName: z.string().nullable(),
    bookingId: z.string().nullable(),
    details: notificationDetailsSchema,
    createdAt: z.string(),
    read: z.boolean(),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/unread-count and PUT /notifications/mark-read: the unread notifications. */
export const unreadCountSchema = z.strictObject({ count: z.number().int() });
