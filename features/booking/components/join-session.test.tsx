import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { authAnswer } from "@/tests/msw/fixtures/accounts";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { providerProfile } from "@/tests/msw/fixtures/practice";
import { MOCK_SESSION_LINK, setSessionLinkMock } from "@/tests/msw/handlers/session-link";
import type { Booking } from "../schemas";
import { JoinSession } from "./join-session";

const signIn = (token: string) => (document.cookie = `token=${token}; path=/`);
const confirmed = (changes: Partial<Booking> = {}) =>
  mockSessionWithAmaka({ status: "confirmed", previousStatus: "pending", ...changes });

beforeEach(() => {
  sessionStorage.clear();
  setSessionLinkMock(MOCK_SESSION_LINK);
  signIn(authAnswer().token);
});

describe("how a session's people meet (decision 0308)", () => {
  it("gives a client of a confirmed video session a button into the therapist's room, in a new tab", async () => {
    renderWithProviders(<JoinSession booking={confirmed()} role="client" />);
    const join = await screen.findByRole("link", { name: "Join the session" });
    expect(join).toHaveAttribute("href", MOCK_SESSION_LINK);
    expect(join).toHaveAttribute("target", "_blank");
    expect(join).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("tells a client they meet in the session room when the therapist uses it, in German (0319)", async () => {
    setSessionLinkMock(MOCK_SESSION_LINK, false);
    renderWithProviders(<JoinSession booking={confirmed()} role="client" />, { locale: "de" });
    expect(
      await screen.findByText(/Sie treffen sich im Sitzungsraum auf dieser Website/),
    ).toBeVisible();
    // The saved link of a therapist who chose the built-in room is not handed out.
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText(MOCK_SESSION_LINK)).toBeNull();
  });

  it("tells the therapist their clients meet them in the session room, and where to use their own (0319)", async () => {
    setSessionLinkMock(null);
    signIn(mockTherapist.token);
    renderWithProviders(<JoinSession booking={confirmed()} role="provider" />);
    expect(
      await screen.findByText(/Your clients meet you in the session room on this site/),
    ).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Use your own room instead on your Practice page" }),
    ).toHaveAttribute("href", "/practice");
  });

  it("shows the therapist the link their clients get, and where to change it", async () => {
    signIn(mockTherapist.token);
    renderWithProviders(<JoinSession booking={confirmed()} role="provider" />);
    expect(await screen.findByText(MOCK_SESSION_LINK)).toBeVisible();
    expect(screen.getByRole("link", { name: "Change it on your Practice page" })).toHaveAttribute(
      "href",
      "/practice",
    );
  });

  it("gives an in-person session's address", async () => {
    renderWithProviders(
      <JoinSession booking={confirmed({ modality: "in-person" })} role="client" />,
    );
    expect(await screen.findByText(`Address: ${providerProfile().officeAddress}`)).toBeVisible();
  });

  it("says an unpaid session's way in comes with the payment, and shows nothing for a cancelled one", async () => {
    const { unmount } = renderWithProviders(
      <JoinSession booking={mockSessionWithAmaka()} role="client" />,
    );
    expect(screen.getByText("How to join appears here once the session is paid.")).toBeVisible();
    unmount();
    renderWithProviders(<JoinSession booking={confirmed({ status: "cancelled" })} role="client" />);
    expect(screen.queryByRole("heading", { name: "How you meet" })).toBeNull();
  });
});
