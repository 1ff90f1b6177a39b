import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { track } from "@/lib/analytics/track";
import { ConsentBanner, CookieSettingsButton } from "./consent-banner";

const setup = (locale: "en" | "de" = "en") =>
  renderWithProviders(
    <>
      <ConsentBanner />
      <CookieSettingsButton />
    </>,
    { locale },
  );

describe("the cookie-consent banner", () => {
  it("asks a first-time visitor and stores 'accept all'", async () => {
    setup();
    expect(screen.getByRole("heading", { name: "We value your privacy" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(Cookies.get("cookieConsent")).toBe("true");
    expect(
      screen.queryByRole("heading", { name: "We value your privacy" }),
    ).not.toBeInTheDocument();
    expect(track("start_booking")).toBe(true);
  });

  it("stores a denial, after which no analytics event is recorded", async () => {
    setup();
    await userEvent.click(screen.getByRole("button", { name: "Reject all" }));
    expect(Cookies.get("cookieConsent")).toBe("false");
    expect(track("start_booking")).toBe(false);
  });

  it("stores custom choices one by one and lets the visitor change them from Cookie settings", async () => {
    setup();
    await userEvent.click(screen.getByRole("button", { name: "Customize" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(screen.getByRole("checkbox", { name: /Advertising/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save my choices" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(Cookies.get("cookieConsent")).toBe("custom");
    expect(JSON.parse(Cookies.get("cookieConsentChoices")!)).toEqual({
      analytics: false,
      advertising: true,
      personalization: false,
    });

    await userEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(await screen.findByRole("checkbox", { name: /Advertising/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Analytics/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: /Analytics/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save my choices" }));
    await waitFor(() =>
      expect(JSON.parse(Cookies.get("cookieConsentChoices")!).analytics).toBe(true),
    );
  });

  it("speaks German", async () => {
    setup("de");
    expect(
      screen.getByRole("heading", { name: "Ihre Privatsphäre ist uns wichtig" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Alle ablehnen" }));
    expect(Cookies.get("cookieConsent")).toBe("false");
  });
});
