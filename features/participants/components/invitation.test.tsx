import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "@/features/booking";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderWithProviders } from "@/tests/helpers/render";
import { savedFiles } from "@/tests/helpers/saved-files";
import {
  mockPartner,
  resetAfterSessionMock,
  saveAfterSessionState,
} from "@/tests/msw/fixtures/after-session";
import { MOCK_SESSION_LINK, setSessionLinkMock } from "@/tests/msw/handlers/session-link";
import { Invitation } from "./invitation";

beforeEach(() => {
  // The mocked client, to whom no invitation was sent.
  Cookies.set("token", "mock-access-token");
});

it("tells someone signed in with another account that the invitation is not theirs, and offers to switch", async () => {
  renderWithProviders(<Invitation id="00000000-0000-4000-8000-00000000aaaa" />, { locale: "de" });
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Diese Einladung gilt nicht für das Konto, mit dem Sie angemeldet sind.",
  );
  expect(screen.getByRole("heading", { level: 1, name: "Einladung zur Sitzung" })).toBeVisible();
  expect(screen.getByRole("button", { name: "Mit einem anderen Konto anmelden" })).toBeEnabled();
});

describe("how an invitee joins (decision 0309)", () => {
  const PARTNER_ID = "00000000-0000-4000-8000-e00000000001";

  function invited(booking: Partial<Booking> = {}, status: "posted" | "acknowledged" = "posted") {
    const session = mockSessionWithAmaka({
      status: "confirmed",
      previousStatus: "pending",
      holdExpiresAt: null,
      ...booking,
    });
    saveAfterSessionState({
      reviews: {},
      participants: {
        [PARTNER_ID]: {
          identifier: PARTNER_ID,
          bookingId: session.identifier,
          email: mockPartner.email,
          name: null,
          status,
          providerDecision: null,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          expired: false,
        },
      },
    });
    return session;
  }

  beforeEach(() => {
    Cookies.set("token", mockPartner.token);
    setSessionLinkMock(MOCK_SESSION_LINK);
  });
  afterEach(() => resetAfterSessionMock());

  it("shows the room once the invitee accepts, not before", async () => {
    invited();
    const user = userEvent.setup();
    renderWithProviders(<Invitation id={PARTNER_ID} />);
    const accept = await screen.findByRole("button", { name: "Accept" });
    expect(screen.queryByRole("link", { name: "Join the session" })).toBeNull();
    await user.click(accept);
    expect(await screen.findByRole("link", { name: "Join the session" })).toHaveAttribute(
      "href",
      MOCK_SESSION_LINK,
    );
    expect(screen.getByRole("link", { name: "Join the session" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });

  it("leads into the session room when the therapist uses it, as a full page load, in German (0319)", async () => {
    setSessionLinkMock(null);
    const session = invited({}, "acknowledged");
    renderWithProviders(<Invitation id={PARTNER_ID} />, { locale: "de" });
    expect(await screen.findByRole("link", { name: "Sitzungsraum betreten" })).toHaveAttribute(
      "href",
      `/de/appointments/${session.identifier}/room/`,
    );
  });

  it("saves the session for the invitee's own calendar once they accepted, and says until when they can change their answer", async () => {
    invited({ startTime: "2026-12-01T09:00:00.000Z", endTime: "2026-12-01T10:00:00.000Z" });
    const saved = savedFiles();
    const user = userEvent.setup();
    renderWithProviders(<Invitation id={PARTNER_ID} />);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText(/You can change your answer until:/)).toBeVisible();
    expect(screen.queryByText(/Answer by/)).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Add to calendar" }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe("session-2026-12-01.ics");
    const ics = (await saved[0]!.text).replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Session with Amaka Obi");
    expect(ics).toContain(`/appointments/participant/${PARTNER_ID}/`);

    // Declining takes it away again.
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("You declined this invitation.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).toBeNull();
    vi.restoreAllMocks();
  });

  it("does not offer a calendar file before the invitee answers, nor for a session without a time", async () => {
    invited();
    const view = renderWithProviders(<Invitation id={PARTNER_ID} />, { locale: "de" });
    expect(await screen.findByText(/Antwort bis:/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Zum Kalender hinzufügen" })).toBeNull();
    view.unmount();

    invited({ startTime: null, endTime: null }, "acknowledged");
    renderWithProviders(<Invitation id={PARTNER_ID} />);
    expect(await screen.findByText("You accepted this invitation.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).toBeNull();
    // Its time is named as not chosen yet, not left as a dash.
    expect(screen.getByText("Time not chosen yet")).toBeVisible();
  });

  it("says a cancelled session is cancelled and asks for no answer, and an ended one took place, in German", async () => {
    invited({ status: "cancelled", previousStatus: "confirmed" }, "acknowledged");
    const view = renderWithProviders(<Invitation id={PARTNER_ID} />);
    expect(await screen.findByText("This session has been cancelled.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
    expect(screen.queryByRole("region", { name: "How you join" })).toBeNull();
    view.unmount();

    invited({ status: "completed", previousStatus: "confirmed" }, "acknowledged");
    renderWithProviders(<Invitation id={PARTNER_ID} />, { locale: "de" });
    expect(await screen.findByText("Diese Sitzung hat stattgefunden.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Zusagen" })).toBeNull();
  });

  it("waits for the payment of an unpaid session", async () => {
    invited({ status: "pending", previousStatus: null }, "acknowledged");
    renderWithProviders(<Invitation id={PARTNER_ID} />);
    expect(
      await screen.findByText("How to join appears here once Chioma has paid for the session."),
    ).toBeVisible();
    expect(screen.queryByRole("link", { name: "Join the session" })).toBeNull();
  });
});
