import { screen, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { TIME_FORMATS } from "@/lib/time/formats";
import { mockSeriesOfThreeWithAmaka, mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderAnswered, renderWithProviders } from "@/tests/helpers/render";
import { AwaitingPayment } from "./awaiting-payment";

const START = "2026-12-09T10:00:00.000Z";
const shown = (iso: string, locale = "en") =>
  new Intl.DateTimeFormat(locale, TIME_FORMATS.session).format(new Date(iso));
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeEach(() => Cookies.set("token", "mock-access-token"));

describe("the client's overview: what waits for their payment", () => {
  it("shows a session their therapist booked for them, its deadline and the way to pay", async () => {
    const hold = inAnHour();
    const booking = mockSessionWithAmaka({
      createdByProvider: true,
      startTime: START,
      endTime: START.replace("T10:", "T11:"),
      holdExpiresAt: hold,
    });
    renderWithProviders(<AwaitingPayment />);
    const section = await screen.findByRole("region", { name: "Waiting for your payment" });
    expect(section).toHaveTextContent(
      `Amaka Obi booked a session for you: ${booking.therapyCategory.name}, ${shown(START)}.`,
    );
    expect(section).toHaveTextContent(`Pay by ${shown(hold)} to keep it.`);
    expect(within(section).getByRole("link", { name: "Pay now" })).toHaveAttribute(
      "href",
      `/payment/${booking.identifier}`,
    );
  });

  it("shows a weekly series once, paid at once, in German", async () => {
    const series = mockSeriesOfThreeWithAmaka();
    renderWithProviders(<AwaitingPayment />, { locale: "de" });
    const section = await screen.findByRole("region", { name: "Wartet auf Ihre Zahlung" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(1);
    expect(section).toHaveTextContent(
      `Ihre 3 wöchentlichen Sitzungen bei Amaka Obi: ${series[0]!.therapyCategory.name}, ab ${shown(series[0]!.startTime!, "de")}.`,
    );
    expect(within(section).getByRole("link", { name: "Jetzt bezahlen" })).toHaveAttribute(
      "href",
      `/de/payment/${series[0]!.identifier}`,
    );
  });

  it("shows nothing for a hold that has lapsed or a session already paid", async () => {
    const renderListed = () => renderAnswered(<AwaitingPayment />, "/api/booking");
    mockSessionWithAmaka({ holdExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    const { unmount } = await renderListed();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    unmount();
    mockSessionWithAmaka({ status: "confirmed", holdExpiresAt: null });
    await renderListed();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
