import { fireEvent, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import de from "@/messages/de.json";
import { renderWithProviders } from "@/tests/helpers/render";
import { navigation } from "@/tests/setup/navigation";
import { BackLink } from "./back-link";

const back = vi.fn();

/**
 * The browser's Navigation API: `previous` is the address of our page before this one, false when
 * there is none (opened directly, or from another site), undefined when the browser lacks the API.
 */
function previousEntry(previous: string | false | undefined) {
  const entries = previous ? [{ url: `${window.location.origin}${previous}` }, { url: "" }] : [];
  Object.defineProperty(window, "navigation", {
    configurable: true,
    value:
      previous === undefined
        ? undefined
        : { canGoBack: previous !== false, currentEntry: { index: 1 }, entries: () => entries },
  });
}

function referrer(value: string) {
  Object.defineProperty(document, "referrer", { configurable: true, value });
}

beforeEach(() => {
  back.mockReset();
  vi.spyOn(window.history, "back").mockImplementation(back);
});

afterEach(() => {
  vi.restoreAllMocks();
  previousEntry(undefined);
  referrer("");
});

describe("BackLink", () => {
  it("goes back in history when the page before is the one it names, whatever its query", () => {
    previousEntry("/wallet/?page=2");
    renderWithProviders(<BackLink href="/wallet">Back to wallet</BackLink>);
    fireEvent.click(screen.getByRole("link", { name: "Back to wallet" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it("goes to the page it names when the page before was another of ours", () => {
    previousEntry("/clients/imported/");
    renderWithProviders(<BackLink href="/clients/dana">Back to Dana Reyes</BackLink>);
    fireEvent.click(screen.getByRole("link", { name: "Back to Dana Reyes" }));
    expect(back).not.toHaveBeenCalled();
    expect(navigation.router.push).toHaveBeenCalledWith("/clients/dana");
  });

  it("without a page of its own, goes back after any page of ours", () => {
    previousEntry("/de/overview/");
    renderWithProviders(<BackLink>Back</BackLink>);
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("goes home when the visitor came from another site or opened the page directly", () => {
    previousEntry(false);
    renderWithProviders(<BackLink>Back</BackLink>);
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(back).not.toHaveBeenCalled();
    expect(navigation.router.push).toHaveBeenCalledWith("/");
  });

  it("goes to the German home page in German", () => {
    previousEntry(false);
    renderWithProviders(<BackLink>Zurück</BackLink>, { locale: "de" });
    const link = screen.getByRole("link", { name: "Zurück" });
    expect(link).toHaveAttribute("href", expect.stringMatching(/^\/de\/?$/));
    fireEvent.click(link);
    expect(back).not.toHaveBeenCalled();
    expect(navigation.router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/de\/?$/));
  });

  it("goes to its parent page, not back, when there is no history of ours", () => {
    previousEntry(false);
    renderWithProviders(<BackLink href="/clients">All clients</BackLink>);
    fireEvent.click(screen.getByRole("link", { name: "All clients" }));
    expect(back).not.toHaveBeenCalled();
    expect(navigation.router.push).toHaveBeenCalledWith("/clients");
  });

  it("leaves a middle-click or a modified click to the browser (a new tab on the link's page)", () => {
    previousEntry("/wallet/");
    renderWithProviders(<BackLink href="/wallet">Back to wallet</BackLink>);
    const link = screen.getByRole("link", { name: "Back to wallet" });
    const middle = fireEvent.click(link, { button: 1 });
    const withCtrl = fireEvent.click(link, { ctrlKey: true });
    const withMeta = fireEvent.click(link, { metaKey: true });
    // fireEvent answers false when the click's default (following the href) was prevented.
    expect([middle, withCtrl, withMeta]).toEqual([true, true, true]);
    expect(back).not.toHaveBeenCalled();
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  describe("without the Navigation API", () => {
    it("goes back after a page of ours (same-origin referrer, history in the tab)", () => {
      previousEntry(undefined);
      referrer(`${window.location.origin}/clients/`);
      vi.spyOn(window.history, "length", "get").mockReturnValue(3);
      renderWithProviders(<BackLink href="/clients">All clients</BackLink>);
      fireEvent.click(screen.getByRole("link", { name: "All clients" }));
      expect(back).toHaveBeenCalledTimes(1);
    });

    it("goes to the link's page after another site", () => {
      previousEntry(undefined);
      referrer("https://search.example/?q=therapy");
      vi.spyOn(window.history, "length", "get").mockReturnValue(3);
      renderWithProviders(<BackLink>Back</BackLink>);
      fireEvent.click(screen.getByRole("link", { name: "Back" }));
      expect(back).not.toHaveBeenCalled();
      expect(navigation.router.push).toHaveBeenCalledWith("/");
    });

    it("goes to the link's page in a new tab, whatever the referrer", () => {
      previousEntry(undefined);
      referrer(`${window.location.origin}/overview/`);
      vi.spyOn(window.history, "length", "get").mockReturnValue(1);
      renderWithProviders(<BackLink>Back</BackLink>);
      fireEvent.click(screen.getByRole("link", { name: "Back" }));
      expect(back).not.toHaveBeenCalled();
      expect(navigation.router.push).toHaveBeenCalledWith("/");
    });
  });

  it("is a link to its page in the server's HTML, before any script runs", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="de" messages={de} timeZone="UTC">
        <BackLink href="/wallet">Zurück zum Wallet</BackLink>
        <BackLink>Zurück</BackLink>
      </NextIntlClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const hrefs = [...page.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      expect.stringMatching(/^\/de\/wallet\/?$/),
      expect.stringMatching(/^\/de\/?$/),
    ]);
  });
});
