// One app instance running only the background sweepers, every JOB_INTERVAL_MS (100 by default),
// against DATABASE_URL: the jobs-across-instances test starts three. On SIGTERM it stops them and
// waits for the runs in progress, as the server entry does (server/index.ts). Run with:
//   node --conditions=react-server --import tsx tests/helpers/job-instance.ts
import { closeDb } from "@/db/client";
import { startHoldSweeper } from "@/features/booking/server/hold-sweeper";
import { startReminderSweeper } from "@/features/booking/server/reminders";
import { startUnreadEmailSweeper } from "@/features/messaging/server/unread-email";
import { jobsSettled } from "@/lib/server/every";

const ms = Number(process.env.JOB_INTERVAL_MS ?? 100);
const stops = [startHoldSweeper(ms), startReminderSweeper(ms), startUnreadEmailSweeper(ms)];
// The sweepers' timers do not hold the process open; this does, until SIGTERM.
const alive = setInterval(() => undefined, 60_000);
console.log("jobs started");

process.once("SIGTERM", () => {
  for (const stop of stops) stop();
  void jobsSettled()
    .then(() => closeDb())
    .finally(() => {
      clearInterval(alive);
      process.exit(0);
    });
});
