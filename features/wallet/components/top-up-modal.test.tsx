import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { renderWithProviders } from "@/tests/helpers/render";
import { apiError } from "@/tests/msw/handlers/errors";
import {
  receiveMockTransfer,
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

  it("begun on a booking's payment page, ends back at the booking, not at home (decision 0112)", async () => {
    const reference = pendingPayment();
    settleMockPayment(reference, "success");
    const closed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <TopUpModal
        currency="NGN"
        returnedReference={reference}
        returnPath="/de/payment/b1/"
        onClosed={closed}
      />,
      { locale: "de" },
    );
    expect(await screen.findByRole("heading", { name: "Zahlung erfolgreich!" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Zurück zur Startseite" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Zurück zu Ihrer Buchung" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(closed).toHaveBeenCalledOnce();
  });

  it("an unknown reference is a failure too", async () => {
    renderWithProviders(<TopUpModal currency="NGN" returnedReference="hv-unknown-reference" />);
    expect(
      await screen.findByRole("heading", { name: "Payment failed. Please try again." }),
    ).toBeVisible();
  });
});

async function openBank(locale: "en" | "de" = "en", fakeTimers = false) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  renderWithProviders(<TopUpModal currency="NGN" />, { locale });
  const l =
    locale === "en"
      ? ["Top up wallet", /Bank transfer/, "Continue"]
      : ["Wallet aufladen", /Banküberweisung/, "Weiter"];
  await user.click(screen.getByRole("button", { name: l[0] as string }));
  await user.click(screen.getByRole("radio", { name: l[1] }));
  await user.click(screen.getByRole("button", { name: l[2] as string }));
  return user;
}

const withAccount = (testMode = true) => {
  const state = walletState();
  state.account = {
    bankName: "Haven Test Bank",
    accountNumber: "4012345678",
    accountName: "Haven / Chioma Eze",
    testMode,
  };
  saveWalletState(state);
};

describe("the bank-transfer path", () => {
  it("gets the client's own account number, then waits for the transfer", async () => {
    const user = await openBank();
    const made = screen.getByRole("button", { name: "I Have Made The Payment" });
    expect(made).toBeDisabled();
    await user.click(await screen.findByRole("button", { name: "Get my account number" }));
    const account = await screen.findByRole("region", { name: "Your account for transfers" });
    expect(account).toHaveTextContent("Haven Test Bank");
    expect(account).toHaveTextContent("4012345678");
    expect(account).toHaveTextContent("Haven / Chioma Eze");
    expect(account).toHaveTextContent("Send NGN only.");
    await user.click(made);
    expect(screen.getByRole("heading", { name: "Your transfer is on its way" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/overview");
  });

  it("reads the balance every 5 seconds and says when the transfer has arrived", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    withAccount(false);
    const user = await openBank("en", true);
    expect(await screen.findByText("4012345678")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "I Have Made The Payment" }));
    expect(screen.getByRole("heading", { name: "Your transfer is on its way" })).toBeVisible();
    receiveMockTransfer(300_000);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(await screen.findByRole("heading", { name: "Payment successful!" })).toBeVisible();
    expect(screen.getByText("NGN 3,000.00 has been added to your wallet.")).toBeVisible();
    expect(await screen.findByText("New balance: NGN 15,500.00")).toBeVisible();
  });

  it("in test mode, the test bank sends a transfer that counts as arriving", async () => {
    withAccount();
    const user = await openBank();
    const amount = await screen.findByLabelText("Amount (NGN)");
    await user.click(screen.getByRole("button", { name: "Send test transfer" }));
    expect(await screen.findByText("Enter an amount")).toBeVisible();
    await user.type(amount, "2000");
    expect(amount).toHaveValue("2,000");
    await user.click(screen.getByRole("button", { name: "Send test transfer" }));
    await waitFor(() => expect(walletState().transactions[0]!.amount).toBe(200_000));
    await user.click(screen.getByRole("button", { name: "I Have Made The Payment" }));
    expect(await screen.findByRole("heading", { name: "Payment successful!" })).toBeVisible();
    expect(screen.getByText("NGN 2,000.00 has been added to your wallet.")).toBeVisible();
    // One transfer, one toast: the success replaces the test bank's.
    await waitFor(() =>
      expect(
        screen.queryByText("NGN 2,000.00 has arrived and was added to your wallet."),
      ).toBeNull(),
    );
    expect(screen.getAllByText("Payment successful!")).toHaveLength(2);
  });

  it("without a first and last name, says so and links to the profile", async () => {
    mockServer.use(
      http.post("*/virtual-accounts/generate", ({ request }) =>
        apiError(
          new Request(request.url, { headers: { "X-Language": "de" } }),
          ErrorCode.NAME_REQUIRED,
        ),
      ),
    );
    const user = await openBank("de");
    await user.click(await screen.findByRole("button", { name: "Meine Kontonummer anzeigen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Tragen Sie Vor- und Nachnamen in Ihr Profil ein",
    );
    expect(screen.getByRole("link", { name: "Profil aktualisieren" })).toHaveAttribute(
      "href",
      "/de/account",
    );
    expect(screen.getByRole("button", { name: "Ich habe die Zahlung getätigt" })).toBeDisabled();
  });

  it("where the gateway opens no accounts in the wallet's currency, points to the card", async () => {
    mockServer.use(
      http.get("*/virtual-accounts/account", () =>
        HttpResponse.json({ data: { account: null, available: false } }),
      ),
    );
    const user = await openBank();
    expect(
      await screen.findByText(/as soon as bank transfer is available for your country/),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Get my account number" })).toBeNull();
    expect(screen.queryByRole("button", { name: "I Have Made The Payment" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Top up by card" }));
    expect(screen.getByLabelText("Amount (NGN)")).toBeVisible();
  });

  it("says when the account cannot be read, and reads it again", async () => {
    let fail = true;
    mockServer.use(
      http.get("*/virtual-accounts/account", () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({ data: { account: null, available: true } }),
      ),
    );
    const user = await openBank();
    expect(await screen.findByText("Failed to load")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Get my account number" })).toBeVisible();
  });
});

describe("a top-up begun from a booking", () => {
  it("starts at the shortfall, rounded up to whole units, and at least the minimum", async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(
      <TopUpModal currency="NGN" returnPath="/payment/x/" shortfall={4_750_050} />,
    );
    await user.click(screen.getByRole("button", { name: "Top up wallet" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByLabelText("Amount (NGN)")).toHaveValue("47,501");
    first.unmount();

    renderWithProviders(<TopUpModal currency="NGN" returnPath="/payment/x/" shortfall={10_000} />);
    await user.click(screen.getByRole("button", { name: "Top up wallet" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByLabelText("Amount (NGN)")).toHaveValue("500");
  });

  it("once the card is approved, one click pays the booking and closes", async () => {
    const reference = pendingPayment();
    settleMockPayment(reference, "success");
    const run = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <TopUpModal
        currency="NGN"
        returnPath="/payment/x/"
        returnedReference={reference}
        then={{ label: "Pay NGN 20,000.00 from wallet", run }}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Payment successful!" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Back to your booking" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Pay NGN 20,000.00 from wallet" }));
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
