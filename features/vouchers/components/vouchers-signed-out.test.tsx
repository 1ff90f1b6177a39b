import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockServer } from "@/tests/msw/node";
import { VouchersSignedOut } from "./vouchers-signed-out";

const requests: string[] = [];
const record = ({ request }: { request: Request }) => requests.push(request.url);

afterEach(() => {
  mockServer.events.removeListener("request:start", record);
  requests.length = 0;
});

describe("/vouchers/ signed out", () => {
  it("says what vouchers are and offers sign-in back to the page, asking the API nothing", async () => {
    mockServer.events.on("request:start", record);
    renderWithProviders(<VouchersSignedOut locale="en" code="GIFT-1234" />);
    expect(screen.getByRole("heading", { name: "Redeem a voucher" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Give therapy as a gift" })).toBeVisible();
    const signIn = screen.getByRole("link", { name: "Sign in" });
    const href = new URL(signIn.getAttribute("href")!, "http://localhost");
    expect(href.pathname).toMatch(/^\/login\/?$/);
    expect(href.searchParams.get("redirect")).toBe("/vouchers/?code=GIFT-1234");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([]);
  });

  it("speaks German, and comes back to the German page", () => {
    renderWithProviders(<VouchersSignedOut locale="de" />, { locale: "de" });
    expect(screen.getByRole("heading", { name: "Gutschein einlösen" })).toBeVisible();
    const signIn = screen.getByRole("link", { name: "Anmelden" });
    const href = new URL(signIn.getAttribute("href")!, "http://localhost");
    expect(href.searchParams.get("redirect")).toBe("/de/vouchers/");
  });
});
