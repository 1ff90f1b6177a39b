import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { logout } from "@/features/accounts/api";
import { STORED, writeStored } from "@/lib/browser-storage";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockBooking, saveBookingState } from "@/tests/msw/fixtures/booking";
import { providerCards } from "@/tests/msw/fixtures/directory";
import { demoTherapist } from "@/tests/msw/fixtures/practice";
import { resetWalletMock } from "@/tests/msw/fixtures/wallet";
import { navigation } from "@/tests/setup/navigation";
import type { Booking } from "../schemas";
import { BookSession, type BookableTherapist } from "./book-session";
import { CancelBooking } from "./cancel-booking";

const NOTE_LABEL = "Anything your therapist should know? (optional)";
const card = () => providerCards("en").find((p) => p.identifier === demoTherapist.identifier)!;

function amaka(): BookableTherapist {
  const c = card();
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
  Cookies.set("token", "mock-access-token");
});

describe("the booking form across a reload", () => {
  it("keeps the note being written, in session storage only", async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BookSession therapist={amaka()} />);
    await user.type(screen.getByLabelText(NOTE_LABEL), "Evenings suit me better");
    first.unmount();

    renderWithProviders(<BookSession therapist={amaka()} />);
    await waitFor(() =>
      expect(screen.getByLabelText(NOTE_LABEL)).toHaveValue("Evenings suit me better"),
    );
    expect(window.localStorage.getItem(STORED.bookingNote.name)).toBeNull();
    expect(JSON.stringify(window.localStorage)).not.toContain("Evenings");
  });

  it("keeps a note for its own therapist only, and forgets it once the booking is sent", async () => {
    writeStored(STORED.bookingNote, { therapist: "someone-else", note: "Not for Amaka" });
    const user = userEvent.setup();
    renderWithProviders(<BookSession therapist={amaka()} />);
    await waitFor(() => expect(screen.getByLabelText(NOTE_LABEL)).toHaveValue(""));

    await user.type(screen.getByLabelText(NOTE_LABEL), "First session");
    await user.click(screen.getByLabelText(amaka().categories[0]!.name));
    await user.click(screen.getByLabelText("Video call"));
    const days = await screen.findAllByRole("button", { name: /, free times$/ });
    await user.click(days[0]!);
    const times = await screen.findByRole("list");
    await user.click(within(times).getAllByRole("button", { pressed: false })[0]!);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(STORED.bookingNote.name)).toBeNull();
  });

  it("offers the client's last therapy and modality again, where this therapist has them", async () => {
    const therapist = amaka();
    const second = therapist.categories[1] ?? therapist.categories[0]!;
    const user = userEvent.setup();
    const first = renderWithProviders(<BookSession therapist={therapist} />);
    await user.click(screen.getByLabelText(second.name));
    await user.click(screen.getByLabelText("In person"));
    first.unmount();

    const again = renderWithProviders(<BookSession therapist={therapist} />);
    await waitFor(() => expect(screen.getByLabelText(second.name)).toBeChecked());
    expect(screen.getByLabelText("In person")).toBeChecked();
    again.unmount();

    // A therapist without them: nothing is chosen for the client.
    renderWithProviders(
      <BookSession
        therapist={{
          ...therapist,
          categories: therapist.categories.filter((c) => c.identifier !== second.identifier),
          modalities: [{ slug: "video", name: "Video call" }],
        }}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText("Video call")).not.toBeChecked());
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
  });

  it("remembers nothing when a therapist books for a client", async () => {
    writeStored(STORED.therapyCategoryIdentifier, amaka().categories[0]!.identifier);
    writeStored(STORED.bookingNote, { therapist: amaka().identifier, note: "Client's own" });
    renderWithProviders(
      <BookSession therapist={amaka()} forClient={{ identifier: "c1", name: "Chioma Eze" }} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(screen.getByRole("textbox")).toHaveValue("");
  });
});

function paidSession(hours: number): Booking {
  const start = Math.ceil((Date.now() + hours * 3_600_000) / 3_600_000) * 3_600_000;
  const booking: Booking = {
    ...mockBooking({
      providerId: card().identifier,
      therapyCategoryId: card().categories[0]!.identifier,
      modality: "video",
    })!,
    identifier: crypto.randomUUID(),
    status: "confirmed",
    previousStatus: "pending",
    holdExpiresAt: null,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3_600_000).toISOString(),
  };
  saveBookingState({ [booking.identifier]: booking });
  return booking;
}

describe("the cancel status across a reload", () => {
  it("shows the confirmation again once after the reload, for that booking only", async () => {
    const booking = paidSession(72);
    const user = userEvent.setup();
    const first = renderWithProviders(<CancelBooking booking={booking} role="client" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel appointment" });
    await within(dialog).findByTestId("refund-preview");
    await user.click(within(dialog).getByRole("button", { name: "Cancel session" }));
    await screen.findByRole("dialog", { name: "Session cancelled" });
    first.unmount();

    // Another booking's page does not show it.
    const other = renderWithProviders(<CancelBooking booking={paidSession(96)} role="client" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
    other.unmount();

    const reloaded = renderWithProviders(<CancelBooking booking={booking} role="client" />);
    const done = await screen.findByRole("dialog", { name: "Session cancelled" });
    expect(done).toHaveTextContent(/NGN\s20,000\.00 is back in your wallet\./);
    expect(done).toHaveTextContent("Status before cancelling: Confirmed");
    await user.keyboard("{Escape}");
    reloaded.unmount();

    renderWithProviders(<CancelBooking booking={booking} role="client" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("logout", () => {
  it("clears every key the site keeps in either storage", async () => {
    for (const key of Object.values(STORED)) writeStored(key, "kept");
    // Beside them, what the site keeps that is not of spec section 3's list.
    window.sessionStorage.setItem("voucherDraft", "{}");
    await logout();
    for (const key of Object.values(STORED)) {
      expect(window.localStorage.getItem(key.name)).toBeNull();
      expect(window.sessionStorage.getItem(key.name)).toBeNull();
    }
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
  });
});
