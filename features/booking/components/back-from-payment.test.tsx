import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { STORED } from "@/lib/browser-storage";
import { renderWithProviders } from "@/tests/helpers/render";
import { bookingState, saveBookingState } from "@/tests/msw/fixtures/booking";
import { providerCards } from "@/tests/msw/fixtures/directory";
import { demoTherapist } from "@/tests/msw/fixtures/practice";
import { resetWalletMock } from "@/tests/msw/fixtures/wallet";
import { navigation } from "@/tests/setup/navigation";
import { BookSession, type BookableTherapist } from "./book-session";

const NOTE_LABEL = "Anything your therapist should know? (optional)";

function amaka(): BookableTherapist {
  const c = providerCards("en").find((p) => p.identifier === demoTherapist.identifier)!;
  return {
    identifier: c.identifier,
    name: `${c.firstName} ${c.lastName}`,
    categories: c.categories,
    modalities: [
      { slug: "video", name: "Video call" },
      { slug: "in-person", name: "In person" },
    ],
    fees: c.categories.map((cat) => ({
      categoryIdentifier: cat.identifier,
      amount: c.fee!.amount,
      currency: c.fee!.currency,
      isFree: false,
    })),
  };
}

beforeEach(() => {
  resetWalletMock();
  saveBookingState({});
  window.sessionStorage.clear();
  Cookies.set("token", "mock-access-token");
});

describe("back on the booking form from the payment page", () => {
  it("keeps every choice, shows the hold, and the same time leads to the same booking", async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BookSession therapist={amaka()} />);
    await user.click(screen.getByLabelText(amaka().categories[0]!.name));
    await user.click(screen.getByLabelText("In person"));
    await user.type(screen.getByLabelText(NOTE_LABEL), "Evenings suit me better");
    await user.click((await screen.findAllByRole("button", { name: /, free times$/ }))[0]!);
    const times = await screen.findByRole("list");
    const chosen = within(times).getAllByRole("button", { pressed: false })[0]!;
    const time = chosen.textContent!;
    await user.click(chosen);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledTimes(1));
    const paymentPath = navigation.router.push.mock.calls[0]![0] as string;
    expect(window.localStorage.getItem(STORED.bookingInPayment.name)).toBeNull();
    first.unmount();

    renderWithProviders(<BookSession therapist={amaka()} />);
    const notice = (await screen.findByText(/You already hold this time/)).closest(
      "[role=status]",
    ) as HTMLElement;
    expect(within(notice).getByRole("timer")).toHaveTextContent(/1[45]:\d{2} left/);
    expect(within(notice).getByRole("link", { name: "Continue to pay" })).toHaveAttribute(
      "href",
      paymentPath,
    );
    expect(screen.getByLabelText(amaka().categories[0]!.name)).toBeChecked();
    expect(screen.getByLabelText("In person")).toBeChecked();
    expect(screen.getByLabelText(NOTE_LABEL)).toHaveValue("Evenings suit me better");
    const held = within(await screen.findByRole("list")).getByRole("button", { pressed: true });
    expect(held).toHaveTextContent(time);

    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledTimes(2));
    expect(navigation.router.push.mock.calls[1]![0]).toBe(paymentPath);
    expect(Object.keys(bookingState())).toHaveLength(1);
  });

  it("says nothing of a booking that has been paid since, and forgets it", async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BookSession therapist={amaka()} />);
    await user.click(screen.getByLabelText(amaka().categories[0]!.name));
    await user.click(screen.getByLabelText("Video call"));
    await user.click((await screen.findAllByRole("button", { name: /, free times$/ }))[0]!);
    const times = await screen.findByRole("list");
    await user.click(within(times).getAllByRole("button", { pressed: false })[0]!);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalled());
    first.unmount();
    const state = bookingState();
    for (const b of Object.values(state)) b.status = "confirmed";
    saveBookingState(state);

    renderWithProviders(<BookSession therapist={amaka()} />);
    await waitFor(() =>
      expect(window.sessionStorage.getItem(STORED.bookingInPayment.name)).toBeNull(),
    );
    expect(screen.queryByText(/You already hold this time/)).toBeNull();
  });
});
