/**
 * Whether a session can go into the viewer's own calendar: confirmed, with a time. A pending one
 * holds its time only while it is paid for; a cancelled, ended or unscheduled one has nothing to
 * add. The API refuses any other (NOT_IN_CALENDAR); the session's page offers it only then.
 */
export const inCalendar = (b: {
  status: string;
  startTime: string | null;
  endTime: string | null;
}) => b.status === "confirmed" && b.startTime !== null && b.endTime !== null;
