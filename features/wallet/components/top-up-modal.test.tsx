import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { renderWithProviders } from "@/tests/helpers/render";
import {
  resetWalletMock,
  saveWalletState,
  settleMockPayment,
  walletState,
} from "@/tests/msw/fixtures/wallet";
import { mockServer } from "@/tests/msw/node";
import { browser } from "./browser";
import { TopUpModal } from "./top-up-modal";

const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
});
afterEach(() => {
  assign.mockClear();
  vi.useRealTimers();
});

async function openCard(locale: "en" | "de" = "en") {
  const user = userEvent.setup();
  renderWithProviders(<TopUpModal currency="NGN" />, { locale });
  const l = locale === "en" ? ["Top up wallet", "Continue"] : ["Wallet aufladen", "Weiter"];
  await user.click(screen.getByRole("button", { name: l[0] }));
  await user.click(screen.getByRole("button", { name: l[1] }));
  return user;
}

describe("the top-up amount field", () => {
  it("keeps digits and commas only and shows thousands separators as one types", async () => {
    const user = await openCard();
    const field = screen.getByLabelText("Amount (NGN)");
    await user.type(field, "12a.3-4 5");
    expect(field).toHaveValue("12,345");
    await user.clear(field);
    await user.type(field, "1000000");
    expect(field).toHaveValue("1,000,000");
    await user.type(field, "{backspace}{backspace}{backspace}{backspace}");
    expect(field).toHaveValue("100");
  });

  it("shows the minimum for the wallet's currency and sends nothing below it", async () => {
    const sent = vi.fn();
    mockServer.events.on("request:start", ({ request }) => {
      if (request.url.includes("/payment/wallet")) sent();
    });
    const user = await openCard();
    await user.type(screen.getByLabelText("Amount (NGN)"), "499");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByText("Minimum topup amount is 500 ₦")).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    mockServer.events.removeAllListeners();
  });

  it("strips the commas, sends the amount x 100 and goes to the checkout", async () => {
    let body: unknown;
    mockServer.events.on("request:start", async ({ request }) => {
      if (request.url.includes("/payment/wallet")) body = await request.clone().json();
    });
    const user = await openCard();
    await user.type(screen.getByLabelText("Amount (NGN)"), "5000");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(body).toEqual({ amount: 500_000 });
    expect(assign.mock.calls[0]![0]).toMatch(/\/checkout\/sandbox\/hv-[0-9a-f]{32}\/$/);
    expect(screen.getByText("Taking you to the secure checkout…")).toBeVisible();
    mockServer.events.removeAllListeners();
  });

  it("puts the API's field message under the field, in German too", async () => {
    mockServer.use(
      http.post("*/api/payment/wallet", () =>
        HttpResponse.json(
          {
            message: "Einige Felder sind ungültig.",
            code: ErrorCode.VALIDATION_FAILED,
            errors: { amount: "Der Mindestbetrag für eine Aufladung ist 500 ₦" },
          },
          { status: 400 },
        ),
      ),
    );
    const user = await openCard("de");
    await user.type(screen.getByLabelText("Betrag (NGN)"), "600");
    await user.click(screen.getByRole("button", { name: "Weiter zur Zahlung" }));
    expect(await screen.findByText("Der Mindestbetrag für eine Aufladung ist 500 ₦")).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });
});

function pendingPayment(amount = 500_000) {
  const state = walletState();
  const reference = "hv-0000000000000000000000000000beef";
  state.payments[reference] = { reference, amount, currency: "NGN", status: "pending" };
  saveWalletState(state);
  return reference;
}

describe("back from the checkout: polling the payment status", () => {
  it("checks every 5 seconds until success, then says so with the new balance", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reference = pendingPayment();
    const checks = vi.fn();
    mockServer.events.on("request:start", ({ request }) => {
      if (request.url.includes("/payment/status/")) checks();
    });
    renderWithProviders(<TopUpModal currency="NGN" returnedReference={reference} />);
    expect(await screen.findByText("Confirming your payment…")).toBeVisible();
    await waitFor(() => expect(checks).toHaveBeenCalledTimes(1));

    settleMockPayment(reference, "success");
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(checks).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Confirming your payment…")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(await screen.findByRole("heading", { name: "Payment successful!" })).toBeVisible();
    expect(checks).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("New balance: NGN 17,500.00")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/overview");
    // It stops polling once the payment is final.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(checks).toHaveBeenCalledTimes(2);
    mockServer.events.removeAllListeners();
  });

  it("a declined payment reads 'Payment failed. Please try again.' and offers another go", async () => {
    const reference = pendingPayment();
    settleMockPayment(reference, "failure");
    const user = userEvent.setup();
    renderWithProviders(<TopUpModal currency="NGN" returnedReference={reference} />);
    expect(
      await screen.findByRole("heading", { name: "Payment failed. Please try again." }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("radio", { name: /Card/ })).toBeChecked();
  });

  it("an unknown reference is a failure too", async () => {
    renderWithProviders(<TopUpModal currency="NGN" returnedReference="hv-unknown-reference" />);
    expect(
      await screen.findByRole("heading", { name: "Payment failed. Please try again." }),
    ).toBeVisible();
  });
});

describe("the bank-transfer path", () => {
  it("shows an in-progress screen after 'I Have Made The Payment'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopUpModal currency="NGN" />);
    await user.click(screen.getByRole("button", { name: "Top up wallet" }));
    await user.click(screen.getByRole("radio", { name: /Bank transfer/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "I Have Made The Payment" }));
    expect(screen.getByRole("heading", { name: "Your transfer is on its way" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/overview");
  });
});
