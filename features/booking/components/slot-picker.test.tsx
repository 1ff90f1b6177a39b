import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withDeviceZone } from "@/tests/helpers/zones";
import { renderWithProviders } from "@/tests/helpers/render";
import { saveBookingState } from "@/tests/msw/fixtures/booking";
import { providerCards } from "@/tests/msw/fixtures/directory";
import { demoTherapist } from "@/tests/msw/fixtures/practice";
import { SlotPicker } from "./slot-picker";

// The mocked therapist works 09:00–17:00 on weekdays in Lagos, with two hours' notice.
const card = () => providerCards("en").find((p) => p.identifier === demoTherapist.identifier)!;

function renderPicker(locale: "en" | "de" = "en") {
  saveBookingState({});
  return renderWithProviders(
    <SlotPicker
      providerId={demoTherapist.identifier}
      categoryId={card().categories[0]!.identifier}
      timeZone="Africa/Lagos"
      selected={null}
      onSelect={() => {}}
    />,
    { locale },
  );
}

afterEach(() => vi.useRealTimers());

describe("the slot picker's months", () => {
  it("moves on by itself from a month without a free time, and says so", async () => {
    // The last working evening of November: nothing is left in the month.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T18:00:00Z"));
    renderPicker();
    expect(
      await screen.findByText("No available slots this month - checking next month's availability"),
    ).toBeInTheDocument();
    expect(await screen.findByText("Available slots found for next month")).toBeInTheDocument();
    expect(screen.getByText("December 2026")).toBeInTheDocument();
  });

  it("says nothing when the person turns to the next month themselves", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T08:00:00Z"));
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole("button", { name: "Monday, November 23, 2026, free times" });
    await user.click(screen.getByRole("button", { name: "Next month" }));
    await screen.findByRole("button", { name: "Tuesday, December 1, 2026, free times" });
    expect(screen.queryByText("Available slots found for next month")).not.toBeInTheDocument();
    expect(screen.queryByText(/checking next month/)).not.toBeInTheDocument();
  });
});

describe("the slot picker on a phone", () => {
  it("brings the times into view when a date is tapped", async () => {
    const scrolled = vi.fn(function (this: Element, _options?: ScrollIntoViewOptions | boolean) {
      return this;
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      const user = userEvent.setup();
      renderPicker();
      const [firstFree] = await screen.findAllByRole("button", { name: /, free times$/ });
      expect(scrolled).not.toHaveBeenCalled();
      await user.click(firstFree!);
      expect(await screen.findByText(/^Times on /)).toBeInTheDocument();
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toContainElement(screen.getByText(/^Times on /));
      expect(scrolled.mock.calls[0]![0]).toMatchObject({ block: "nearest" });
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe("the slot picker's times (issue 74)", () => {
  withDeviceZone();

  /** The browser in `browserZone`: the first free day's times, as the buttons and the note read. */
  async function timesSeenFrom(browserZone: string, locale: "en" | "de") {
    process.env.TZ = browserZone;
    const user = userEvent.setup();
    const { unmount } = renderPicker(locale);
    const [firstFree] = await screen.findAllByRole("button", {
      name: locale === "en" ? /, free times$/ : /, freie Zeiten$/,
    });
    await user.click(firstFree!);
    const heading = await screen.findByRole("heading", { name: /^(Times on|Zeiten am) / });
    const list = within(heading.parentElement!).getByRole("list");
    const times = within(list)
      .getAllByRole("button")
      .map((b) => b.textContent!);
    const note = heading.nextElementSibling!.textContent;
    unmount();
    return { times, note };
  }

  it("reads the therapist's zone without naming it for a viewer in that zone, in English", async () => {
    const { times, note } = await timesSeenFrom("Africa/Lagos", "en");
    // The language's short form, as clockTime and every other page write a time of day.
    for (const time of times) expect(time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(note).toBe("Shown in your time zone (Africa/Lagos)");
  });

  it("names the zone beside each time for a viewer elsewhere, in the same form", async () => {
    const home = await timesSeenFrom("Africa/Lagos", "en");
    const away = await timesSeenFrom("Europe/London", "en");
    expect(away.times).toEqual(home.times.map((time) => `${time} GMT+1`));
    expect(away.note).toBe("Shown in the time of Africa/Lagos (GMT+1), not in your own time zone");
  });

  it("does the same in German, on its 24-hour clock", async () => {
    const home = await timesSeenFrom("Africa/Lagos", "de");
    for (const time of home.times) expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(home.note).toBe("In Ihrer Zeitzone (Africa/Lagos)");
    const away = await timesSeenFrom("America/New_York", "de");
    expect(away.times).toEqual(home.times.map((time) => `${time} GMT+1`));
    expect(away.note).toBe(
      "In der Zeit von Africa/Lagos (GMT+1) angezeigt, nicht in Ihrer eigenen Zeitzone",
    );
  });
});
