import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import {
  receiveMockTransfer,
  resetWalletMock,
  saveWalletState,
  walletState,
} from "@/tests/msw/fixtures/wallet";
import { mockServer } from "@/tests/msw/node";
import { TRANSFER_REQUERY_AGAIN_MS } from "../top-up";
import { TopUpModal } from "./top-up-modal";

const requeries = vi.fn();

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
  const state = walletState();
  state.account = {
    bankName: "Wema Bank",
    accountNumber: "9930000001",
    accountName: "HAVEN/CHIOMA EZE",
    testMode: false,
  };
  saveWalletState(state);
  mockServer.events.on("request:start", ({ request }) => {
    if (request.url.includes("/virtual-accounts/requery")) requeries();
  });
});
afterEach(() => {
  mockServer.events.removeAllListeners();
  requeries.mockClear();
  vi.useRealTimers();
});

async function sayPaid() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<TopUpModal currency="NGN" />);
  await user.click(screen.getByRole("button", { name: "Top up wallet" }));
  await user.click(screen.getByRole("radio", { name: /Bank transfer/ }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByText("9930000001")).toBeVisible();
  await user.click(screen.getByRole("button", { name: "I Have Made The Payment" }));
}

describe("requerying a transfer whose notice may not have come", () => {
  it("asks as the client says they paid, and the waiting screen never waits for the answer", async () => {
    mockServer.use(http.post("*/virtual-accounts/requery", () => delay("infinite")));
    await sayPaid();
    expect(screen.getByRole("heading", { name: "Your transfer is on its way" })).toBeVisible();
    expect(requeries).toHaveBeenCalledOnce();
  });

  it("a requery that fails shows nothing: the balance is still read", async () => {
    mockServer.use(http.post("*/virtual-accounts/requery", () => HttpResponse.error()));
    await sayPaid();
    receiveMockTransfer(300_000);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(await screen.findByRole("heading", { name: "Payment successful!" })).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks once more when nothing arrived by the end of the first ask's window, then stops", async () => {
    await sayPaid();
    expect(requeries).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_REQUERY_AGAIN_MS - 1_000));
    expect(requeries).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(requeries).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(requeries).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("heading", { name: "Your transfer is on its way" })).toBeVisible();
  });

  it("does not ask again once the transfer has arrived", async () => {
    await sayPaid();
    receiveMockTransfer(300_000);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(await screen.findByRole("heading", { name: "Payment successful!" })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_REQUERY_AGAIN_MS));
    expect(requeries).toHaveBeenCalledOnce();
  });
});
