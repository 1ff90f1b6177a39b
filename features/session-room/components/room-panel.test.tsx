import { act, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderWithProviders } from "@/tests/helpers/render";
import { apiPath } from "@/tests/msw/handlers/lang";
import { setSessionLinkMock } from "@/tests/msw/handlers/session-link";
import { mockServer } from "@/tests/msw/node";
import { RoomPanel } from "./room-panel";

const MINUTE = 60_000;
beforeEach(() => {
  Cookies.set("token", "mock-access-token");
  // The built-in room (decision 0319): the therapist keeps no own room in use.
  setSessionLinkMock(null);
});

/** A confirmed video session of the mocked client with Amaka, `from` minutes from now. */
const sessionIn = (from: number, modality = "video") =>
  mockSessionWithAmaka({
    status: "confirmed",
    modality,
    startTime: new Date(Date.now() + from * MINUTE).toISOString(),
    endTime: new Date(Date.now() + (from + 50) * MINUTE).toISOString(),
  });

describe("a session's room on its page (issue 69)", () => {
  it("offers the way into the room of a video session, as a full page load, in English and German", async () => {
    const booking = sessionIn(5);
    const { unmount } = renderWithProviders(
      <RoomPanel bookingId={booking.identifier} side="client" />,
    );
    const enter = await screen.findByRole("link", { name: "Enter the session room" });
    expect(enter).toHaveAttribute("href", `/appointments/${booking.identifier}/room/`);
    expect(
      screen.getByText("The room opens 10 minutes before the start. Nothing is recorded."),
    ).toBeVisible();
    unmount();
    renderWithProviders(<RoomPanel bookingId={booking.identifier} side="client" />, {
      locale: "de",
    });
    expect(await screen.findByRole("link", { name: "Sitzungsraum betreten" })).toHaveAttribute(
      "href",
      `/de/appointments/${booking.identifier}/room/`,
    );
  });

  it("says how long a held session took once its room has closed, and nothing for an in-person one", async () => {
    const booking = sessionIn(-120);
    mockServer.use(
      http.get(apiPath("/booking/:id/room"), () =>
        HttpResponse.json({
          data: {
            roomId: booking.identifier,
            state: "closed",
            opensAt: null,
            closesAt: null,
            audioOnly: false,
            inRoom: true,
            heldMinutes: 48,
          },
        }),
      ),
    );
    const { unmount } = renderWithProviders(
      <RoomPanel bookingId={booking.identifier} side="client" />,
    );
    expect(await screen.findByTestId("room-held")).toHaveTextContent("held, 48 minutes");
    expect(screen.queryByRole("link", { name: "Enter the session room" })).toBeNull();
    unmount();
    mockServer.resetHandlers();

    const office = sessionIn(5, "in-person");
    renderWithProviders(<RoomPanel bookingId={office.identifier} side="client" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole("heading", { name: "Session room" })).toBeNull();
  });
});
