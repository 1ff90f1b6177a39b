import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import en from "@/messages/en.json";
import { acceptAll, consentFromCookies, denyAll, type Consent } from "@/lib/analytics/consent";
import { track } from "@/lib/analytics/track";
import { ConsentBanner, CookieSettingsButton } from "./consent-banner";

const setup = (locale: "en" | "de" = "en") =>
  renderWithProviders(
    <>
      <ConsentBanner serverConsent={null} />
      <CookieSettingsButton />
    </>,
    { locale },
  );

/** The banner as the layout renders it: on the server with the consent its cookies hold. */
const page = (serverConsent: Consent) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
    <main>content</main>
    <ConsentBanner serverConsent={serverConsent} />
  </NextIntlClientProvider>
);

/** Server HTML in the document, then hydrated as the browser does; a mismatch logs and fails. */
function serverRenderThenHydrate(serverConsent: Consent) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page(serverConsent));
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;
  render(page(serverConsent), { container, hydrate: true });
  return { serverHtml, container };
}

describe("the cookie-consent banner in the server HTML", () => {
  it("is there for a visitor with no consent cookie, and hydration keeps it", () => {
    const serverConsent = consentFromCookies({ get: () => undefined });
    const { serverHtml } = serverRenderThenHydrate(serverConsent);
    expect(serverHtml).toContain("We value your privacy");
    expect(serverHtml).toContain("Accept all");
    expect(screen.getByRole("region", { name: "We value your privacy" })).toBeVisible();
  });

  it("is absent for a visitor who chose, before and after hydration", () => {
    for (const [value, consent] of [
      ["true", acceptAll()],
      ["false", denyAll()],
    ] as const) {
      Cookies.set("cookieConsent", value);
      const jar = { get: (name: string) => (name === "cookieConsent" ? { value } : undefined) };
      expect(consentFromCookies(jar)).toEqual(consent);
      const { serverHtml, container } = serverRenderThenHydrate(consentFromCookies(jar));
      expect(serverHtml).toContain("content");
      expect(serverHtml).not.toContain("We value your privacy");
      expect(screen.queryByRole("region", { name: "We value your privacy" })).toBeNull();
      container.remove();
    }
  });
});

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
