import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withDeviceZone } from "@/tests/helpers/zones";
import { renderWithProviders } from "@/tests/helpers/render";
import { authAnswer } from "@/tests/msw/fixtures/accounts";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { resetWaitlistMock, waitlistMock } from "@/tests/msw/fixtures/waitlist";
import { JoinWaitlistForm } from "./join-waitlist-form";
import { WaitlistDemandView } from "./waitlist-demand";
import { WaitlistList } from "./waitlist-list";

beforeEach(() => resetWaitlistMock());
afterEach(() => Cookies.remove("token"));

describe("a client's waitlists", () => {
  beforeEach(() => Cookies.set("token", authAnswer().token));

  it("shows the time held for them, and passing it gives it up", async () => {
    renderWithProviders(<WaitlistList />);
    const offer = await screen.findByTestId("waitlist-offer");
    expect(within(offer).getByText(/^Held for you: .+\d/)).toBeVisible();
    expect(
      within(offer).getByText(/^Held until \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\.$/),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Waiting for Amaka Obi" })).toBeVisible();
    await userEvent.click(within(offer).getByRole("button", { name: "Pass" }));
    expect(await screen.findByRole("heading", { name: "Waiting for Amaka Obi" })).toBeVisible();
    expect(screen.queryByTestId("waitlist-offer")).toBeNull();
    expect(waitlistMock.entries[0]!.offer).toBeNull();
  });

  describe("the hours waited for (issue 74)", () => {
    withDeviceZone();

    const hoursLine = async () => (await screen.findByText(/ · /, { selector: "p" })).textContent;

    it("reads them on the language's clock, naming the zone only away from it", async () => {
      // The mocked wish: Mondays and Wednesdays, 17:00 to 20:00 in Berlin.
      process.env.TZ = "Europe/Berlin";
      const { unmount } = renderWithProviders(<WaitlistList />);
      expect(await hoursLine()).toBe("Mon, Wed · 5:00 PM–8:00 PM");
      unmount();
      process.env.TZ = "Africa/Lagos";
      renderWithProviders(<WaitlistList />);
      expect(await hoursLine()).toBe("Mon, Wed · 5:00 PM–8:00 PM (Europe/Berlin)");
    });

    it("in German too, on its 24-hour clock", async () => {
      process.env.TZ = "Europe/Berlin";
      const { unmount } = renderWithProviders(<WaitlistList />, { locale: "de" });
      expect(await hoursLine()).toBe("Mo, Mi · 17:00–20:00");
      unmount();
      process.env.TZ = "Africa/Lagos";
      renderWithProviders(<WaitlistList />, { locale: "de" });
      expect(await hoursLine()).toBe("Mo, Mi · 17:00–20:00 (Europe/Berlin)");
    });
  });

  it("says so when there is none", async () => {
    waitlistMock.entries = [];
    renderWithProviders(<WaitlistList />);
    expect(await screen.findByText("You are not on any waitlist.")).toBeVisible();
  });

  it("joins with the days and hours chosen, and asks for a day first", async () => {
    waitlistMock.entries = [];
    renderWithProviders(
      <>
        <JoinWaitlistForm
          providerId="00000000-0000-4000-8000-0000000000a1"
          providerName="Amaka Obi"
          categories={[
            { identifier: "00000000-0000-4000-8000-00000000c001", name: "Individual therapy" },
          ]}
          modalities={["video"]}
        />
        <WaitlistList />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one day.");
    await userEvent.click(screen.getByText("Tue"));
    await userEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(await screen.findByRole("heading", { name: "Waiting for Amaka Obi" })).toBeVisible();
    expect(waitlistMock.entries[0]).toMatchObject({
      weekdays: [2],
      ranges: [{ from: "09:00", to: "17:00" }],
    });
  });
});

describe("a therapist's waitlist", () => {
  it("shows counts per weekday and hour, and no one's name", async () => {
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<WaitlistDemandView />);
    expect(await screen.findByText("2 clients are waiting")).toBeVisible();
    const table = screen.getByRole("table");
    // Monday 17:00: two; the hours are the rows.
    const row = within(table).getByRole("row", { name: /^17:00/ });
    expect(within(row).getByText("2")).toBeVisible();
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });
});
