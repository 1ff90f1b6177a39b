import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockSeriesOfThreeWithAmaka, mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderWithProviders } from "@/tests/helpers/render";
import { resetWalletMock } from "@/tests/msw/fixtures/wallet";
import { mockServer } from "@/tests/msw/node";
import { TEST_NOW } from "@/tests/setup/clock";
import { PayBooking } from "./pay-booking";

/** A session eight days after the tests' pinned "now". */
const inEightDays = new Date(TEST_NOW.getTime() + 8 * 86_400_000).toISOString();

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
});

describe("paying for a weekly series", () => {
  it("lists every session and asks for the whole series' price", async () => {
    const series = mockSeriesOfThreeWithAmaka();
    expect(series[0]!.amount).toBe(2_000_000);
    renderWithProviders(
      <PayBooking bookingId={series[1]!.identifier} topUp={() => <button>Top up</button>} />,
    );
    const times = await screen.findByText("Times");
    const list = within(times.nextElementSibling as HTMLElement).getAllByRole("listitem");
    expect(list.map((li) => li.textContent)).toEqual([
      "Monday, December 7, 2026 at 9:00 AM",
      "Monday, December 14, 2026 at 9:00 AM",
      "Monday, December 21, 2026 at 9:00 AM",
    ]);
    expect(screen.getByText(/× 3 =/)).toHaveTextContent("NGN 20,000.00 × 3 = NGN 60,000.00");
    // The mocked wallet holds NGN 12,500.
    expect(screen.getByRole("alert")).toHaveTextContent(
      "You need NGN 47,500.00 more in your wallet to pay for these 3 sessions.",
    );
    expect(screen.getByRole("button", { name: "Top up" })).toBeVisible();
    expect(screen.getByText(/We hold these times for you until/)).toBeVisible();
  });

  it("pays every session at once when the balance covers them", async () => {
    const series = mockSeriesOfThreeWithAmaka({ amount: 400_000 });
    const user = userEvent.setup();
    renderWithProviders(
      <PayBooking bookingId={series[0]!.identifier} topUp={() => <button>Top up</button>} />,
    );
    await user.click(
      await screen.findByRole("button", { name: /^Pay NGN\s12,000\.00 from wallet$/ }),
    );
    expect(await screen.findByText("Your 3 sessions are confirmed.")).toBeVisible();
    expect(await screen.findByText("Your 3 sessions are booked")).toBeInTheDocument();
  });

  it("reads the wallet again after paying from it", async () => {
    const series = mockSeriesOfThreeWithAmaka({ amount: 400_000 });
    let balanceReads = 0;
    mockServer.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/wallet/balance")) balanceReads += 1;
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PayBooking bookingId={series[0]!.identifier} topUp={() => <button>Top up</button>} />,
    );
    await user.click(
      await screen.findByRole("button", { name: /^Pay NGN\s12,000\.00 from wallet$/ }),
    );
    expect(await screen.findByText("Your 3 sessions are confirmed.")).toBeVisible();
    expect(balanceReads).toBe(2);
    mockServer.events.removeAllListeners();
  });
});

describe("how long an unpaid booking waits", () => {
  it("holds a single session's time", async () => {
    const booking = mockSessionWithAmaka({ startTime: inEightDays });
    renderWithProviders(<PayBooking bookingId={booking.identifier} topUp={() => null} />);
    expect(await screen.findByText(/We hold this time for you until/)).toBeVisible();
  });

  it("promises no time for a session whose time is chosen later", async () => {
    const booking = mockSessionWithAmaka({ startTime: null, endTime: null });
    renderWithProviders(<PayBooking bookingId={booking.identifier} topUp={() => null} />);
    expect(await screen.findByText(/This booking waits for your payment until/)).toBeVisible();
    expect(screen.queryByText(/We hold this time/)).toBeNull();
  });
});

describe("paying from the wallet", () => {
  it("a double click sends one payment", async () => {
    const series = mockSeriesOfThreeWithAmaka({ amount: 400_000 });
    let payments = 0;
    mockServer.events.on("request:start", ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/pay")) payments += 1;
    });
    renderWithProviders(
      <PayBooking bookingId={series[0]!.identifier} topUp={() => <button>Top up</button>} />,
    );
    const pay = await screen.findByRole("button", { name: /^Pay NGN\s12,000\.00 from wallet$/ });
    // Both clicks land before a render could disable the button, as a quick double click can.
    act(() => {
      pay.click();
      pay.click();
    });
    expect(await screen.findByText("Your 3 sessions are confirmed.")).toBeVisible();
    expect(payments).toBe(1);
    mockServer.events.removeAllListeners();
  });

  it("gives the top-up the shortfall, and a pay step that pays the booking", async () => {
    const booking = mockSessionWithAmaka({ startTime: inEightDays });
    const topUp = vi.fn(() => null);
    renderWithProviders(<PayBooking bookingId={booking.identifier} topUp={topUp} />);
    expect(await screen.findByRole("timer")).toHaveTextContent(/\d{2}:\d{2} left/);
    const [currency, given] = topUp.mock.lastCall! as unknown as [
      string,
      { shortfall: number; pay: { label: string } },
    ];
    // The mocked wallet holds NGN 12,500.
    expect(currency).toBe(booking.currency);
    expect(given.shortfall).toBe(booking.amount - 1_250_000);
    expect(given.pay.label).toMatch(/^Pay NGN\s[\d,.]+ from wallet$/);
  });

  it("once paid, offers how to meet, the calendar and a message to the therapist", async () => {
    const series = mockSeriesOfThreeWithAmaka({ amount: 400_000 });
    const user = userEvent.setup();
    renderWithProviders(
      <PayBooking bookingId={series[0]!.identifier} topUp={() => <button>Top up</button>} />,
    );
    await user.click(
      await screen.findByRole("button", { name: /^Pay NGN\s12,000\.00 from wallet$/ }),
    );
    expect(await screen.findByRole("heading", { name: "How you meet" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeVisible();
    expect(screen.getByRole("link", { name: /^Message / })).toHaveAttribute(
      "href",
      expect.stringContaining("/messages?with="),
    );
    expect(screen.getByRole("link", { name: "Back To Bookings" })).toBeVisible();
  });
});
