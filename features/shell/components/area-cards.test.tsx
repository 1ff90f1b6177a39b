import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
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
});
