import { describe, expect, it } from "vitest";
import { foldLine, icsCalendar, icsText } from "./ics";

describe("icsCalendar", () => {
  const event = {
    uid: "b1@haven.example",
    sequence: 2,
    start: new Date("2026-12-01T09:00:00Z"),
    end: new Date("2026-12-01T10:00:00Z"),
    summary: "Session with Lena Müller",
    description: "Open the session: https://haven.example/appointments/b1/",
    url: "https://haven.example/appointments/b1/",
    location: "Video call",
    alarmMinutes: 60,
    alarmText: "Your session starts in one hour",
  };

  it("writes one event in UTC with CRLF line ends and a reminder", () => {
    const text = icsCalendar([event], new Date("2026-11-26T08:30:15.123Z"));
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Haven//Sessions//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:b1@haven.example",
      "SEQUENCE:2",
      "DTSTAMP:20261126T083015Z",
      "DTSTART:20261201T090000Z",
      "DTEND:20261201T100000Z",
      "SUMMARY:Session with Lena Müller",
      "DESCRIPTION:Open the session: https://haven.example/appointments/b1/",
      "LOCATION:Video call",
      "URL:https://haven.example/appointments/b1/",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "TRIGGER:-PT60M",
      "DESCRIPTION:Your session starts in one hour",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("escapes what would end a value or a property", () => {
    expect(icsText("Room 4, 2nd floor; ask at\\desk\nthen wait")).toBe(
      "Room 4\\, 2nd floor\\; ask at\\\\desk\\nthen wait",
    );
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"ü".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});
