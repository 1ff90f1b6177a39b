import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import { HoldCountdown } from "./hold-countdown";

const inSeconds = (s: number) => new Date(TEST_NOW.getTime() + s * 1000).toISOString();

afterEach(() => vi.useRealTimers());

describe("the hold's countdown", () => {
  it("ticks each second beside the end time and says when the hold has ended, once", async () => {
    vi.useFakeTimers({ now: TEST_NOW });
    const ended = vi.fn();
    renderWithProviders(<HoldCountdown until={inSeconds(61)} onEnded={ended} />);
    expect(screen.getByRole("timer")).toHaveTextContent("01:01 left");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole("timer")).toHaveTextContent("01:00 left");
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole("timer")).toHaveTextContent("00:01 left");
    expect(ended).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole("timer")).toHaveTextContent("Hold ended");
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("counts hours for a therapist's booking, and speaks German", async () => {
    vi.useFakeTimers({ now: TEST_NOW });
    renderWithProviders(<HoldCountdown until={inSeconds(47 * 3600 + 59 * 60 + 5)} />, {
      locale: "de",
    });
    expect(screen.getByRole("timer")).toHaveTextContent("noch 47:59:05");
  });
});
