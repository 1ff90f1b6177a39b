import "server-only";
import { every } from "@/lib/server/every";
import { sweepWaitlists } from "./offers";

/**
 * Every `intervalMs`: closes offers whose half hour ran out and offers freed times (a cancel, a
 * move, a released hold, new availability) to the first matching client in line.
 */
export const startWaitlistSweeper = (intervalMs = 30_000) =>
  every(intervalMs, "waitlist sweeper", () => sweepWaitlists());
