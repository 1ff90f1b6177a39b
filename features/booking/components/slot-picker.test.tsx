import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { saveBookingState } from "@/tests/msw/fixtures/booking";
import { providerCards } from "@/tests/msw/fixtures/directory";
import { demoTherapist } from "@/tests/msw/fixtures/practice";
import { SlotPicker } from "./slot-picker";

// The mocked therapist works 09:00–17:00 on weekdays in Lagos, with two hours' notice.
const card = () => providerCards("en").find((p) => p.identifier === demoTherapist.identifier)!;

function renderPicker() {
  saveBookingState({});
  renderWithProviders(
    <SlotPicker
      providerId={demoTherapist.identifier}
      categoryId={card().categories[0]!.identifier}
      timeZone="Africa/Lagos"
      selected={null}
      onSelect={() => {}}
    />,
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
