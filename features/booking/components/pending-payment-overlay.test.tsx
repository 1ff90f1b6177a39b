import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { PendingPaymentOverlay } from "./pending-payment-overlay";

describe("the pending-payment overlay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks to keep the window open, then after 15 seconds offers a refresh (paid booking)", () => {
    renderWithProviders(<PendingPaymentOverlay isFree={false} />);
    expect(
      screen.getByRole("heading", { name: "Please don't close this window!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("We are processing your request")).toBeInTheDocument();
    expect(screen.getByText("Secure 256-bit SSL encrypted payment")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.queryByText("This is taking longer than expected.")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("This is taking longer than expected.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
  });

  it("speaks of the session for a free booking and shows no payment line", () => {
    renderWithProviders(<PendingPaymentOverlay isFree />);
    expect(screen.getByText("We are processing your session booking")).toBeInTheDocument();
    expect(screen.queryByText("Secure 256-bit SSL encrypted payment")).not.toBeInTheDocument();
  });

  it("cycles its icon every 350 ms", () => {
    renderWithProviders(<PendingPaymentOverlay isFree />);
    const icon = () => screen.getByRole("alertdialog").querySelector("[aria-hidden]")!.textContent;
    const first = icon();
    act(() => vi.advanceTimersByTime(349));
    expect(icon()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(icon()).not.toBe(first);
  });
});
