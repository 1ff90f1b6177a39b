import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Booking, BookingStatus } from "@/features/booking";
import { renderWithProviders } from "@/tests/helpers/render";
import {
  mockHeldBooking,
  mockNotesClient,
  mockTherapist,
  notesState,
  saveNotesState,
} from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { AppointmentNotes } from "./appointment-notes";
import { signedInAsMockTherapist } from "@/tests/helpers/mock-therapist";

/** The therapist's view of the mocked held session (GET /appointment/{id}), in this status. */
function serveAppointment(status: BookingStatus) {
  const person = (identifier: string, firstName: string) => ({
    identifier,
    firstName,
    lastName: "Okafor",
  });
  const booking: Booking = {
    identifier: mockHeldBooking,
    status,
    previousStatus: null,
    startTime: "2026-03-02T10:00:00.000Z",
    endTime: "2026-03-02T11:00:00.000Z",
    holdExpiresAt: null,
    therapyCategory: { identifier: "00000000-0000-4000-8000-00000000ca70", name: "Anxiety" },
    modality: "video",
    modalityName: "Video",
    provider: person(mockTherapist.identifier, "Amaka"),
    client: person(mockNotesClient, "Ada"),
    amount: 0,
    currency: "NGN",
    isFree: true,
    note: null,
    series: null,
    createdByProvider: false,
    cancellation: null,
    rescheduleInfo: { status: null, remainingClientReschedule: 2, remainingProviderReschedule: 2 },
    reschedules: [],
    allowRescheduleCompletedBooking: false,
    feedbackProvided: false,
    heldForWaitlist: false,
    createdAt: "2026-02-20T10:00:00.000Z",
  };
  const served = { count: 0 };
  mockServer.use(
    http.get("*/api/appointment/:id", () => {
      served.count++;
      return HttpResponse.json({ data: booking });
    }),
  );
  return served;
}

function storeNote(title: string, content: string) {
  const state = notesState();
  state.notes.unshift({
    identifier: crypto.randomUUID(),
    type: "booking",
    title,
    content,
    reference: mockHeldBooking,
    clientId: mockNotesClient,
    bookingId: mockHeldBooking,
    file: null,
    createdAt: "2026-03-02T11:30:00.000Z",
    updatedAt: "2026-03-02T11:30:00.000Z",
  });
  saveNotesState(state);
}

const sessionNotesPage = `/clients/${mockNotesClient}/notes/session/${mockHeldBooking}`;

signedInAsMockTherapist();

describe("the session's notes on the therapist's appointment page (issue 16)", () => {
  it("shows the notes after loading, and the add link opens the add dialog on the notes page", async () => {
    serveAppointment("completed");
    storeNote("After session 1", "Sleep diary reviewed.");
    renderWithProviders(<AppointmentNotes bookingId={mockHeldBooking} role="provider" />);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading notes…");
    expect(await screen.findByRole("heading", { name: "After session 1" })).toBeVisible();
    expect(screen.getByText("Sleep diary reviewed.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Edit notes" })).toHaveAttribute(
      "href",
      sessionNotesPage,
    );
    const add = screen.getByRole("link", { name: "Add session note" });
    expect(add).toHaveAttribute("href", sessionNotesPage);
    add.addEventListener("click", (e) => e.preventDefault());
    await userEvent.click(add);
    expect(JSON.parse(sessionStorage.getItem("sessionNoteId")!)).toEqual({ action: "add" });
  });

  it("says there are no notes yet, in German too", async () => {
    serveAppointment("confirmed");
    renderWithProviders(<AppointmentNotes bookingId={mockHeldBooking} role="provider" />, {
      locale: "de",
    });
    expect(await screen.findByText("Noch keine Notizen.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Sitzungsnotiz hinzufügen" })).toBeVisible();
  });

  it("says when the notes cannot be loaded, and tries again", async () => {
    serveAppointment("completed");
    storeNote("After session 1", "Sleep diary reviewed.");
    let failures = 1;
    mockServer.use(
      http.get("*/api/note/booking/:id", () => (failures-- > 0 ? HttpResponse.error() : undefined)),
    );
    renderWithProviders(<AppointmentNotes bookingId={mockHeldBooking} role="provider" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The notes could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "After session 1" })).toBeVisible();
  });

  it("shows nothing and asks for no notes before the session is confirmed, or to the client", async () => {
    const served = serveAppointment("pending");
    let asked = false;
    mockServer.use(
      http.get("*/api/note/booking/:id", () => {
        asked = true;
      }),
    );
    const pending = renderWithProviders(
      <AppointmentNotes bookingId={mockHeldBooking} role="provider" />,
    );
    await waitFor(() => expect(served.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Session notes" })).toBeNull();
    pending.unmount();
    renderWithProviders(<AppointmentNotes bookingId={mockHeldBooking} role="client" />);
    expect(screen.queryByRole("heading", { name: "Session notes" })).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(asked).toBe(false);
  });
});
