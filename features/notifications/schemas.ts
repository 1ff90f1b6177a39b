import { z } from "zod";
import type { NotificationDetails, NotificationKind } from "@/lib/api/notification-kinds";

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

/** One notification as GET /notifications answers it. */
export type Notification = {
  identifier: string;
  kind: NotificationKind;
  /** Who acted, as they are named now; null for us, an anonymous review or a deleted account. */
  actorName: string | null;
  bookingId: string | null;
  details: NotificationDetails;
  createdAt: string;
  read: boolean;
};
