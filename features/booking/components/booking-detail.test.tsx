import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { BookingDetail } from "./booking-detail";

// The client's detail offers actions that navigate (schedule, cancel).
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => "/appointments",
}));

/** A "schedule later" session with Amaka Obi: paid for, its time not chosen yet. */
const scheduleLater = () => mockSessionWithAmaka({ status: "confirmed", holdExpiresAt: null });

describe("a session whose time the client picks later", () => {
  it("tells the client they pick it after paying", async () => {
    const booking = scheduleLater();
    Cookies.set("token", "mock-access-token");
    renderWithProviders(<BookingDetail id={booking.identifier} role="client" />);
    expect(await screen.findByText("You pick the time after paying")).toBeInTheDocument();
  });

  it("tells the therapist the client picks it, not that they do", async () => {
    const booking = scheduleLater();
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingDetail id={booking.identifier} role="provider" />);
    expect(await screen.findByText("The client picks the time later")).toBeInTheDocument();
    expect(screen.queryByText("You pick the time after paying")).not.toBeInTheDocument();
  });
});
