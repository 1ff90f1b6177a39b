/**
 * iCalendar (RFC 5545) for a file a person adds to their own calendar: one VEVENT per event, times
 * in UTC, text escaped and lines folded at 75 octets, CRLF line ends.
 */
export type IcsEvent = {
  /** Stable per event: importing the file again updates the event instead of adding another. */
  uid: string;
  /** Raised each time the event changes, so a calendar takes the newer file. */
  sequence: number;
  /** CANCELLED keeps a called-off event in a feed, so calendars that had it remove it. */
  status?: "CONFIRMED" | "CANCELLED";
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  location?: string;
  /** Minutes before the start for a reminder. */
  alarmMinutes?: number;
  alarmText?: string;
};

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values: backslash, semicolon and comma escaped, new lines as \n. */
export const icsText = (s: string) =>
  s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** What a calendar should do with a file (RFC 5546): keep a copy, or apply an invitation's change. */
export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

/** The Content-Type of a calendar file, naming its method as RFC 5545 section 8.1 asks. */
export const icsContentType = (method: IcsMethod = "PUBLISH") =>
  `text/calendar; charset=utf-8; method=${method}`;

/** The METHOD a calendar file states. */
export const icsMethodOf = (calendar: string): IcsMethod =>
  (/^METHOD:(\w+)\r?$/m.exec(calendar)?.[1] as IcsMethod | undefined) ?? "PUBLISH";

export function icsCalendar(
  events: IcsEvent[],
  now = new Date(),
  method: IcsMethod = "PUBLISH",
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Haven//Sessions//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(e.start)}`,
      `DTEND:${stamp(e.end)}`,
      `SUMMARY:${icsText(e.summary)}`,
    );
    if (e.status) lines.push(`STATUS:${e.status}`);
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${icsText(e.location)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    if (e.alarmMinutes !== undefined) {
      lines.push(
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `TRIGGER:-PT${e.alarmMinutes}M`,
        `DESCRIPTION:${icsText(e.alarmText ?? e.summary)}`,
        "END:VALARM",
      );
    }
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
