import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import { authAnswer } from "@/tests/msw/fixtures/accounts";
import { resetNotificationsMock } from "@/tests/msw/handlers/notifications";
import type { Notification } from "../schemas";
import { NotificationsList } from "./notifications-list";

const bookingId = "00000000-0000-4000-8000-00000000b006";
const news = (kind: Notification["kind"], n: number, read: boolean): Notification => ({
  identifier: `00000000-0000-4000-8000-00000000c60${n}`,
  kind,
  actorName: "Amaka Obi",
  bookingId,
  details: {},
  createdAt: new Date(TEST_NOW.getTime() - (10 - n) * 86_400_000).toISOString(),
  read,
});

beforeEach(() => {
  document.cookie = `token=${authAnswer().token}; path=/`;
  resetNotificationsMock({
    client: [news("reviewRestored", 7, false), news("reviewHidden", 6, true)],
  });
});

describe("news of a review's moderation, for its author (issue 68)", () => {
  it("says the review of that therapist was hidden, and is visible again, leading to the session", async () => {
    renderWithProviders(<NotificationsList />);
    const [restored, hidden] = await screen.findAllByRole("listitem");
    expect(restored).toHaveTextContent("Your review of Amaka Obi is visible again.");
    expect(hidden).toHaveTextContent(
      "Your review of Amaka Obi was hidden because it broke the review rules.",
    );
    for (const item of [restored!, hidden!])
      expect(within(item).getByRole("link", { name: "View" })).toHaveAttribute(
        "href",
        `/appointments/${bookingId}`,
      );
  });

  it("says so in German", async () => {
    renderWithProviders(<NotificationsList />, { locale: "de" });
    const [restored, hidden] = await screen.findAllByRole("listitem");
    expect(restored).toHaveTextContent("Ihre Bewertung von Amaka Obi ist wieder sichtbar.");
    expect(hidden).toHaveTextContent(
      "Ihre Bewertung von Amaka Obi wurde ausgeblendet, weil sie gegen die Bewertungsregeln verstößt.",
    );
  });
});
