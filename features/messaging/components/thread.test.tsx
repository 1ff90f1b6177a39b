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

/** Whether the browser says the entry before this one is the site's (the Navigation API). */
const previousEntryOurs = (canGoBack: boolean) =>
  Object.defineProperty(window, "navigation", { configurable: true, value: { canGoBack } });

describe("the thread's back control on a phone (spec 2.5)", () => {
  it("goes back to the list in history after opening the thread from it", async () => {
    previousEntryOurs(true);
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
    previousEntryOurs(false);
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
