import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { describe, expect, it } from "vitest";
import { withDeviceZone } from "@/tests/helpers/zones";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { demoTherapist } from "@/tests/msw/fixtures/practice";
import { addDays, formatCivilDate, isoWeekday, utcToZoned } from "../time-zone";
import { ProviderCalendar } from "./provider-calendar";

/** A weekday at least three days ahead on the mocked therapist's calendar, and its 10:00 UTC. */
function workdayAhead() {
  let day = addDays(utcToZoned(demoTherapist.timezone, Date.now()), 3);
  while (isoWeekday(day) > 5) day = addDays(day, 1);
  const date = formatCivilDate(day);
  return { date, next: formatCivilDate(addDays(day, 1)), at: `${date}T10:00:00.000Z` };
}

const fullDate = (date: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Opens `date` on a month grid, going to the next month first when it is not shown. */
async function pick(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, date: string) {
  const day = () => within(scope).queryByRole("button", { name: new RegExp(`^${fullDate(date)}`) });
  if (!day()) await user.click(within(scope).getByRole("button", { name: "Next month" }));
  await user.click(day()!);
}

describe("the therapist's calendar and the sessions booked on a date", () => {
  it("tells how many times a date has booked, and that closing it cancels none", async () => {
    const { date, next, at } = workdayAhead();
    mockSessionWithAmaka({
      status: "confirmed",
      holdExpiresAt: null,
      startTime: at,
      endTime: at.replace("T10:", "T11:"),
    });
    Cookies.set("token", mockTherapist.token);
    const user = userEvent.setup();
    renderWithProviders(<ProviderCalendar />);
    const grid = await screen.findByRole("grid");
    await pick(user, grid.parentElement!, date);
    // Its cell says so to a screen reader and shows the count, beside the button: the button's
    // visible text is its day, which its name contains (axe label-content-name-mismatch).
    const cell = screen.getByRole("button", {
      name: `${fullDate(date)}, Available, 1 time booked`,
    });
    const day = String(Number(date.slice(8)));
    expect(cell.textContent).toBe(day);
    expect(cell.getAttribute("aria-label")!.split(/\W+/)).toContain(day);
    expect(cell.closest('[role="gridcell"]')).toHaveTextContent(`${day}1`);
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("1 time is booked on this date.");
    expect(note).toHaveTextContent(
      "Closing the date or changing its hours cancels none of them: move or cancel them under Appointments.",
    );
    expect(within(note).getByRole("link", { name: "Appointments" })).toHaveAttribute(
      "href",
      "/appointments",
    );

    // The editor says it too, for that date and not for the next one.
    await user.click(screen.getByRole("button", { name: "Change this date" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("note")).toHaveTextContent("1 time is booked on this date.");
    await pick(user, dialog, next);
    expect(within(dialog).queryByRole("note")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says nothing on a date with nothing booked, and speaks German", async () => {
    const { date } = workdayAhead();
    mockSessionWithAmaka({ status: "cancelled", holdExpiresAt: null });
    Cookies.set("token", mockTherapist.token);
    const user = userEvent.setup();
    renderWithProviders(<ProviderCalendar />, { locale: "de" });
    await screen.findByRole("grid");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    const label = new Intl.DateTimeFormat("de", { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
    const day = () => screen.queryByRole("button", { name: new RegExp(`^${label}`) });
    if (!day()) await user.click(screen.getByRole("button", { name: "Nächster Monat" }));
    await user.click(day()!);
    expect(screen.getByText("Dieses Datum ändern")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("marks today and opens its panel, on the practice's calendar", async () => {
    mockSessionWithAmaka();
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<ProviderCalendar />);
    const today = formatCivilDate(utcToZoned(demoTherapist.timezone, Date.now()));
    const cell = await screen.findByRole("button", {
      name: new RegExp(`^${fullDate(today)}, Today`),
    });
    expect(cell).toHaveAttribute("aria-current", "date");
    expect(cell).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: new RegExp(`^Today${fullDate(today)}`) }));
  });
});

describe("the therapist's hours and the zone they are read in (issue 74)", () => {
  withDeviceZone();

  /** A workday's hours and the page's note, seen from a browser in `browserZone`. */
  async function hoursSeenFrom(browserZone: string, locale: "en" | "de") {
    process.env.TZ = browserZone;
    const { date } = workdayAhead();
    mockSessionWithAmaka({ status: "cancelled", holdExpiresAt: null });
    Cookies.set("token", mockTherapist.token);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ProviderCalendar />, { locale });
    const grid = await screen.findByRole("grid");
    const label = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
    const day = () => screen.queryByRole("button", { name: new RegExp(`^${label}`) });
    const next = locale === "en" ? "Next month" : "Nächster Monat";
    if (!day()) await user.click(within(grid.parentElement!).getByRole("button", { name: next }));
    await user.click(day()!);
    const hours = within(screen.getByRole("heading", { name: label }).parentElement!).getByRole(
      "listitem",
    ).textContent;
    const note = screen.getByText(/Africa\/Lagos/).textContent;
    unmount();
    return { hours, note };
  }

  it("does not name the practice's zone to a therapist whose device is on it", async () => {
    expect(demoTherapist.timezone).toBe("Africa/Lagos");
    expect(await hoursSeenFrom("Africa/Lagos", "en")).toEqual({
      hours: "9:00 AM – 5:00 PM",
      note: "Times are in your time zone, Africa/Lagos. Clients see them in theirs.",
    });
  });

  it("names it beside the hours when their device is elsewhere, in English and German", async () => {
    expect(await hoursSeenFrom("Europe/London", "en")).toEqual({
      hours: "9:00 AM – 5:00 PM GMT+1",
      note: "Times are in your practice's time zone, Africa/Lagos (GMT+1), not the one of this device. Clients see them in theirs.",
    });
    expect(await hoursSeenFrom("America/New_York", "de")).toEqual({
      hours: "09:00 – 17:00 GMT+1",
      note: "Die Zeiten gelten in der Zeitzone Ihrer Praxis, Africa/Lagos (GMT+1), nicht in der dieses Geräts. Klient:innen sehen sie in ihrer eigenen.",
    });
  });
});
