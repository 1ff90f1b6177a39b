import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderWithProviders } from "@/tests/helpers/render";
import { saveBookingState } from "@/tests/msw/fixtures/booking";
import { mockServer } from "@/tests/msw/node";
import { addDays, formatCivilDate, isoWeekday, utcToZoned } from "../time-zone";
import { WeeklyEditor } from "./weekly-editor";

const select = (name: string) => screen.getByRole("combobox", { name });
const disabledOptions = (name: string) =>
  within(select(name))
    .getAllByRole<HTMLOptionElement>("option")
    .filter((o) => o.disabled)
    .map((o) => o.value);

function captureSave() {
  const sent: { days: { day: string; isAvailable: boolean; timeSlotsInterval: unknown[] }[] }[] =
    [];
  mockServer.use(
    http.post("*/api/provider-availability/days/recurring", async ({ request }) => {
      sent.push((await request.json()) as (typeof sent)[number]);
      return HttpResponse.json({ data: [] });
    }),
  );
  return sent;
}

describe("the weekly availability editor (spec section 5 time picker)", () => {
  it("shows hourly options on a 12-hour clock, stored as 24-hour times", async () => {
    renderWithProviders(<WeeklyEditor />);
    const start = await screen.findByRole("combobox", { name: "Monday start time 1" });
    expect(start).toHaveValue("09:00");
    expect(within(start).getByRole("option", { name: "9:00 AM" })).toHaveValue("09:00");
    expect(within(start).getByRole("option", { name: "1:00 PM" })).toHaveValue("13:00");
    expect(within(start).getAllByRole("option")).toHaveLength(25);
    expect(select("Monday end time 1")).toHaveValue("17:00");
  });

  it("adds an interval from the previous end to 18:00, disables used times, removes only with two", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WeeklyEditor />);
    await screen.findByRole("combobox", { name: "Monday start time 1" });
    expect(
      screen.queryByRole("button", { name: "Remove Monday interval 1" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add interval to Monday" }));
    expect(select("Monday start time 2")).toHaveValue("17:00");
    expect(select("Monday end time 2")).toHaveValue("18:00");
    // 09:00 to 16:00 belong to the first interval.
    expect(disabledOptions("Monday start time 2")).toEqual(
      expect.arrayContaining(["09:00", "12:00", "16:00"]),
    );
    expect(disabledOptions("Monday start time 2")).not.toContain("17:00");
    expect(disabledOptions("Monday end time 2")).toContain("17:00");
    expect(disabledOptions("Monday end time 1")).toContain("18:00");
    expect(screen.getByRole("button", { name: "Remove Monday interval 1" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Monday interval 2" }));
    expect(screen.queryByRole("combobox", { name: "Monday start time 2" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove Monday/ })).not.toBeInTheDocument();
  });

  it("saves two intervals, drops one with an empty time, and a day made available starts at 09:00-18:00", async () => {
    const sent = captureSave();
    const user = userEvent.setup();
    renderWithProviders(<WeeklyEditor />);
    await screen.findByRole("combobox", { name: "Monday start time 1" });
    await user.selectOptions(select("Monday end time 1"), "12:00");
    await user.click(screen.getByRole("button", { name: "Add interval to Monday" }));
    await user.selectOptions(select("Monday start time 2"), "14:00");
    await user.selectOptions(select("Monday end time 2"), "16:00");
    await user.click(screen.getByRole("button", { name: "Add interval to Monday" }));
    expect(select("Monday start time 3")).toHaveValue("16:00");
    await user.selectOptions(select("Monday end time 3"), "");
    expect(screen.getAllByText("Unavailable").length).toBe(2);
    await user.click(screen.getByRole("checkbox", { name: "Saturday" }));
    expect(select("Saturday start time 1")).toHaveValue("09:00");
    expect(select("Saturday end time 1")).toHaveValue("18:00");
    await user.click(screen.getByRole("checkbox", { name: "Friday" }));
    await user.click(screen.getByRole("button", { name: "Save weekly hours" }));
    expect(await screen.findByText("Data saved successfully")).toBeInTheDocument();
    const days = Object.fromEntries(sent[0]!.days.map((d) => [d.day, d]));
    expect(days.MONDAY).toEqual({
      day: "MONDAY",
      isAvailable: true,
      timeSlotsInterval: [
        { startTime: "09:00", endTime: "12:00" },
        { startTime: "14:00", endTime: "16:00" },
      ],
    });
    expect(days.SATURDAY!.timeSlotsInterval).toEqual([{ startTime: "09:00", endTime: "18:00" }]);
    expect(days.FRIDAY).toEqual({ day: "FRIDAY", isAvailable: false, timeSlotsInterval: [] });
    expect(days.SUNDAY!.isAvailable).toBe(false);
  });

  it("asks for an interval when an available day has none left", async () => {
    const sent = captureSave();
    const user = userEvent.setup();
    renderWithProviders(<WeeklyEditor />);
    await screen.findByRole("combobox", { name: "Monday start time 1" });
    await user.selectOptions(select("Monday start time 1"), "");
    await user.click(screen.getByRole("button", { name: "Save weekly hours" }));
    expect(
      await screen.findByText("Add at least one time interval or mark the day unavailable"),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("speaks German", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WeeklyEditor />, { locale: "de" });
    const start = await screen.findByRole("combobox", { name: "Montag Startzeit 1" });
    expect(within(start).getByRole("option", { name: "13:00" })).toHaveValue("13:00");
    expect(within(start).queryByRole("option", { name: "1:00 PM" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Zeitraum zu Montag hinzufügen" }));
    expect(screen.getByRole("button", { name: "Montag Zeitraum 2 entfernen" })).toBeInTheDocument();
    expect(screen.getAllByText("Nicht verfügbar").length).toBe(2);
    await user.click(screen.getByRole("button", { name: "Wöchentliche Zeiten speichern" }));
    await waitFor(() =>
      expect(screen.getByText("Daten erfolgreich gespeichert")).toBeInTheDocument(),
    );
  });
});

describe("closing a weekday with sessions booked on it", () => {
  it("says how many times stay booked on that weekday, and nothing on a weekday without any", async () => {
    // A session on the Monday a week or two ahead, by the mocked therapist's (Lagos) clock.
    let monday = addDays(utcToZoned("Africa/Lagos", Date.now()), 3);
    while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
    const at = `${formatCivilDate(monday)}T10:00:00.000Z`;
    mockSessionWithAmaka({
      status: "confirmed",
      holdExpiresAt: null,
      startTime: at,
      endTime: at.replace("T10:", "T11:"),
    });
    const user = userEvent.setup();
    renderWithProviders(<WeeklyEditor />);
    await user.click(await screen.findByRole("checkbox", { name: "Tuesday" }));
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Monday" }));
    expect(await screen.findByRole("note")).toHaveTextContent(
      "1 time is booked on this weekday in the next two months; it stays booked.",
    );
    saveBookingState({});
  });
});
