// npm run bench:slots: the time of one slot-generation call for two months of a busy weekly
// template with 500 existing bookings (features/availability/slots.ts, no I/O). Prints a table.
//   BENCH_RUNS=500 npm run bench:slots
import { generateSlots, groupByViewerDay, type BusyInterval } from "../features/availability/slots";

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const DAY = 86_400_000;

// Busy: every day 07:00-21:00 in two intervals, a late Friday, a short Sunday.
const weekday = [
  { startTime: "07:00", endTime: "12:00" },
  { startTime: "13:00", endTime: "21:00" },
];
const weekly = {
  1: weekday,
  2: weekday,
  3: weekday,
  4: weekday,
  5: [...weekday, { startTime: "21:00", endTime: "23:00" }],
  6: [{ startTime: "09:00", endTime: "15:00" }],
  7: [{ startTime: "10:00", endTime: "13:00" }],
};
const from = Date.parse("2026-10-01T00:00:00Z"); // spans the October DST change in Europe
const to = from + 61 * DAY;
const overrides = Array.from({ length: 10 }, (_, i) => ({
  date: new Date(from + (i * 6 + 2) * DAY).toISOString().slice(0, 10),
  isAvailable: i % 2 === 0,
  intervals: i % 2 === 0 ? [{ startTime: "10:00", endTime: "14:00" }] : [],
}));
// 500 one-hour bookings on the hour, spread over the window.
const busy: BusyInterval[] = Array.from({ length: 500 }, (_, i) => {
  const start = from + Math.floor((i * (to - from)) / 500 / 3_600_000) * 3_600_000;
  return { start, end: start + 3_600_000 };
});

function timeIt(label: string, fn: () => unknown) {
  for (let i = 0; i < 20; i++) fn(); // warm up: JIT and the time-zone offset cache
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { label, p50: pick(0.5), p95: pick(0.95), max: times[times.length - 1]! };
}

const input = { timeZone: "Europe/Berlin", weekly, overrides, busy, from, to };
const slots = generateSlots(input);
const results = [
  timeIt("generateSlots, Europe/Berlin", () => generateSlots(input)),
  timeIt("generateSlots, America/New_York", () =>
    generateSlots({ ...input, timeZone: "America/New_York" }),
  ),
  timeIt("generateSlots + group for a viewer in Africa/Lagos", () =>
    groupByViewerDay(generateSlots(input), "Africa/Lagos", "2026-10-01", "2026-11-30"),
  ),
];
console.log(
  `${slots.length} slots, ${slots.filter((s) => s.isBooked).length} booked, ${busy.length} bookings, ${RUNS} runs`,
);
console.log("| call | p50 ms | p95 ms | max ms |\n| --- | --- | --- | --- |");
for (const r of results)
  console.log(`| ${r.label} | ${r.p50.toFixed(3)} | ${r.p95.toFixed(3)} | ${r.max.toFixed(3)} |`);
