import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { UnreadMessagesBadge } from "@/features/messaging";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockServer } from "@/tests/msw/node";
import { AreaCards } from "./area-cards";

const messagesCard = () =>
  within(screen.getByRole("navigation")).getByRole("link", { name: /^(Messages|Nachrichten)/ });

describe("the overview's area cards", () => {
  it("say a client's messages are with their therapists, a therapist's with their clients", () => {
    const client = renderWithProviders(<AreaCards role="client" />);
    expect(messagesCard()).toHaveTextContent("Conversations with your therapists.");
    client.unmount();

    renderWithProviders(<AreaCards role="provider" />, { locale: "de" });
    expect(messagesCard()).toHaveTextContent("Gespräche mit Ihren Klient:innen.");
    expect(messagesCard()).toHaveAttribute("href", "/de/messages");
  });

  it("count unread messages on the messages card, in words for a screen reader", async () => {
    mockServer.use(
      http.get("*/api/messages/unread-count", () => HttpResponse.json({ data: { count: 2 } })),
    );
    renderWithProviders(
      <AreaCards
        role="provider"
        badges={{
          messages: <UnreadMessagesBadge label="ungelesen" />,
        }}
      />,
      { locale: "de" },
    );
    expect(
      await within(screen.getByRole("navigation")).findByRole("link", {
        name: /^Nachrichten \(2 ungelesen\)/,
      }),
    ).toHaveAttribute("href", "/de/messages");
  });
});
