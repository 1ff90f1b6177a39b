import { screen, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { TEST_NOW } from "@/tests/setup/clock";
import { DaySessions } from "./calendar-day-sessions";

const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR).toISOString();

describe("a day's sessions in the therapist's calendar panel", () => {
  it("names who comes and when, on the viewer's clock, and counts the held times", async () => {
    const session = mockSessionWithAmaka({
      status: "confirmed",
      holdExpiresAt: null,
      startTime: at(2),
      endTime: at(3),
    });
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<DaySessions from={at(0)} to={at(24)} booked={3} />);
    const list = await screen.findByRole("list", { name: "Sessions on this day" });
    const time = (iso: string) =>
      new Intl.DateTimeFormat("en", { timeStyle: "short" }).format(new Date(iso));
    expect(within(list).getByRole("link")).toHaveTextContent(
      `${time(at(2))}–${time(at(3))}${session.client.firstName} ${session.client.lastName}`,
    );
    expect(screen.getByText("2 more times are held, awaiting payment or an answer to a move."));
  });

  it("says in German when the day has none, leaving out a session just after it", async () => {
    mockSessionWithAmaka({
      status: "confirmed",
      holdExpiresAt: null,
      startTime: at(24),
      endTime: at(25),
    });
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<DaySessions from={at(0)} to={at(24)} booked={0} />, { locale: "de" });
    expect(await screen.findByText("Keine Sitzung an diesem Tag.")).toBeInTheDocument();
  });
});
