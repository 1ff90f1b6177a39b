import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { navigation } from "@/tests/setup/navigation";
import { SupportLauncher } from "./support-launcher";

/**
 * jsdom lays nothing out, so what lies under the bubble's place is stood in for: the page's own
 * button, the widget's own, or nothing.
 */
function underBubble(found: () => Element[]) {
  document.elementsFromPoint = vi.fn(found);
}
afterEach(() => {
  delete (document as Partial<Document>).elementsFromPoint;
});

const bubble = (name = /^(Help|Hilfe)$/) => screen.getByRole("button", { name });

describe("the Help bubble steps aside from the page's buttons (issue 74)", () => {
  it("tucks itself away while a button of the page is under it, and comes back once clear", async () => {
    navigation.pathname = "/overview";
    let under: Element[] = [];
    underBubble(() => under);
    renderWithProviders(
      <>
        <button type="button">Book a session</button>
        <SupportLauncher />
      </>,
    );
    await waitFor(() => expect(bubble()).not.toHaveAttribute("data-tucked"));
    under = [screen.getByRole("button", { name: "Book a session" })];
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(bubble()).toHaveAttribute("data-tucked"));
    under = [];
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(bubble()).not.toHaveAttribute("data-tucked"));
  });

  it("is not tucked by its own button, nor while its panel is open, in German too", async () => {
    navigation.pathname = "/overview";
    renderWithProviders(
      <>
        <button type="button">Termin buchen</button>
        <SupportLauncher />
      </>,
      { locale: "de" },
    );
    underBubble(() => [bubble()]);
    act(() => void fireEvent.scroll(window));
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(bubble()).not.toHaveAttribute("data-tucked");
    underBubble(() => [screen.getByRole("button", { name: "Termin buchen" })]);
    fireEvent.click(bubble());
    act(() => void fireEvent.scroll(window));
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(
      screen.getByRole("button", { name: "Hilfe schließen", expanded: true }),
    ).not.toHaveAttribute("data-tucked");
  });
});
