import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import { authAnswer } from "@/tests/msw/fixtures/accounts";
import { resetNotificationsMock } from "@/tests/msw/handlers/notifications";
import type { Notification } from "../schemas";
import { NotificationsList } from "./notifications-list";

const news = (kind: Notification["kind"], n: number, amount: number): Notification => ({
  identifier: `00000000-0000-4000-8000-00000000c61${n}`,
  kind,
  actorName: null,
  bookingId: null,
  details: { amount, currency: "GBP" },
  createdAt: new Date(TEST_NOW.getTime() - (10 - n) * 3_600_000).toISOString(),
  read: false,
});

beforeEach(() => {
  document.cookie = `token=${authAnswer().token}; path=/`;
  resetNotificationsMock({
    client: [news("walletDebited", 2, 1_250), news("walletCredited", 1, 4_000)],
  });
});

describe("news of a wallet changed by finance (decision 0814)", () => {
  it("says how much was added or taken, leading to the wallet", async () => {
    renderWithProviders(<NotificationsList />);
    const [debited, credited] = await screen.findAllByRole("listitem");
    expect(debited).toHaveTextContent("Our team took £12.50 from your wallet.");
    expect(credited).toHaveTextContent("Our team added £40.00 to your wallet.");
    for (const item of [debited!, credited!])
      expect(within(item).getByRole("link", { name: "View" })).toHaveAttribute("href", "/wallet");
  });

  it("says so in German", async () => {
    renderWithProviders(<NotificationsList />, { locale: "de" });
    const [debited, credited] = await screen.findAllByRole("listitem");
    expect(debited).toHaveTextContent("Unser Team hat 12,50 £ von Ihrem Guthaben abgebucht.");
    expect(credited).toHaveTextContent("Unser Team hat Ihrem Guthaben 40,00 £ gutgeschrieben.");
  });
});
