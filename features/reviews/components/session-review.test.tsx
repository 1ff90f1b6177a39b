import { act, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderWithProviders } from "@/tests/helpers/render";
import { apiPath } from "@/tests/msw/handlers/lang";
import { setSessionLinkMock } from "@/tests/msw/handlers/session-link";
import { mockServer } from "@/tests/msw/node";
import { SessionReview } from "./session-review";

const HOUR = 3_600_000;
beforeEach(() => {
  Cookies.set("token", "mock-access-token");
  setSessionLinkMock(null);
});

/** A completed video session of the mocked client with Amaka, two days ago. */
const completed = () =>
  mockSessionWithAmaka({
    status: "completed",
    previousStatus: "confirmed",
    modality: "video",
    startTime: new Date(Date.now() - 48 * HOUR).toISOString(),
    endTime: new Date(Date.now() - 47 * HOUR).toISOString(),
  });

/** The session's room as the API answers it: in the built-in room, held for `minutes`. */
const heldFor = (id: string, minutes: number | null) =>
  mockServer.use(
    http.get(apiPath("/booking/:id/room"), () =>
      HttpResponse.json({
        data: {
          roomId: id,
          state: "closed",
          opensAt: null,
          closesAt: null,
          audioOnly: false,
          inRoom: true,
          heldMinutes: minutes,
        },
      }),
    ),
  );

describe("the review prompt on a session's page (decision 0319)", () => {
  it("is offered after a session held in the room", async () => {
    const booking = completed();
    heldFor(booking.identifier, 48);
    renderWithProviders(<SessionReview bookingId={booking.identifier} role="client" />);
    expect(await screen.findByRole("button", { name: "Leave a review" })).toBeVisible();
  });

  it("is not offered after a session nobody met the therapist in, in English and German", async () => {
    const booking = completed();
    heldFor(booking.identifier, null);
    for (const locale of ["en", "de"] as const) {
      const { unmount } = renderWithProviders(
        <SessionReview bookingId={booking.identifier} role="client" />,
        { locale },
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(
        screen.queryByRole("button", { name: /Leave a review|Bewertung schreiben/ }),
      ).toBeNull();
      unmount();
    }
  });

  it("is offered after a session in the therapist's own room, which nobody can tell about", async () => {
    setSessionLinkMock("https://meet.example.com/amaka-obi", true);
    const booking = completed();
    renderWithProviders(<SessionReview bookingId={booking.identifier} role="client" />);
    expect(await screen.findByRole("button", { name: "Leave a review" })).toBeVisible();
  });
});
