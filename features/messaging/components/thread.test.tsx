import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { authAnswer } from "@/tests/msw/fixtures/accounts";
import { resetMessagingMock, therapists } from "@/tests/msw/fixtures/messaging";
import { navigation } from "@/tests/setup/navigation";
import { Thread } from "./thread";

beforeEach(() => {
  resetMessagingMock();
  document.cookie = `token=${authAnswer().token}; path=/`;
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, "navigation", { configurable: true, value: undefined });
});

/** The site's page before this one in the tab, if any (the browser's Navigation API). */
const previousEntry = (previous: string | false) =>
  Object.defineProperty(window, "navigation", {
    configurable: true,
    value: {
      canGoBack: previous !== false,
      currentEntry: { index: 1 },
      entries: () =>
        previous ? [{ url: `${window.location.origin}${previous}` }, { url: "" }] : [],
    },
  });

describe("the thread's back control on a phone (spec 2.5)", () => {
  it("goes back to the list in history after opening the thread from it", async () => {
    previousEntry("/messages/");
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    const [therapist] = therapists();
    renderWithProviders(<Thread userIdentifier={therapist!.identifier} listHref="/messages" />);
    const link = await screen.findByRole("link", { name: "Back to conversations" });
    expect(link).toHaveAttribute("href", expect.stringMatching(/^\/messages\/?$/));
    fireEvent.click(link);
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it("opens the German list when the thread was opened directly", async () => {
    previousEntry(false);
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    const [therapist] = therapists();
    renderWithProviders(<Thread userIdentifier={therapist!.identifier} listHref="/messages" />, {
      locale: "de",
    });
    fireEvent.click(await screen.findByRole("link", { name: "Zurück zu den Unterhaltungen" }));
    expect(back).not.toHaveBeenCalled();
    expect(navigation.router.push).toHaveBeenCalledWith(
      expect.stringMatching(/^\/de\/messages\/?$/),
    );
  });
});
