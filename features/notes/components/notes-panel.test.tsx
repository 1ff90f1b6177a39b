import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockServer } from "@/tests/msw/node";
import {
  mockHeldBooking,
  mockNotesClient,
  notesState,
  saveNotesState,
} from "@/tests/msw/fixtures/notes";
import { savedFiles } from "@/tests/helpers/saved-files";
import { NotesPanel } from "./notes-panel";
import { NoteDialog } from "./note-dialog";
import { signedInAsMockTherapist } from "@/tests/helpers/mock-therapist";

const toaster = () => document.querySelector("[data-rht-toaster]")!;

signedInAsMockTherapist();

describe("what a notes panel asks the server", () => {
  it("asks only for its own kind of notes", async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(new URL(request.url).pathname);
    mockServer.events.on("request:start", record);
    try {
      const client = renderWithProviders(<NotesPanel kind="client" clientId={mockNotesClient} />);
      await waitFor(() => expect(asked).toContain(`/api/note/client/${mockNotesClient}`));
      client.unmount();
      renderWithProviders(<NotesPanel kind="booking" bookingId={mockHeldBooking} />);
      await waitFor(() => expect(asked).toContain(`/api/note/booking/${mockHeldBooking}`));
      expect(asked.filter((path) => path.startsWith("/api/note/")).sort()).toEqual([
        `/api/note/booking/${mockHeldBooking}`,
        `/api/note/client/${mockNotesClient}`,
      ]);
    } finally {
      mockServer.events.removeListener("request:start", record);
    }
  });
});

describe("the note dialogs (spec sections 2 to 4)", () => {
  it("chooses typing first, cancel returns to the choice, and adding confirms, toasts and shows a 2-second success", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotesPanel kind="booking" bookingId={mockHeldBooking} />);
    expect(await screen.findByText("No notes yet.")).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Add session note" }));
    await user.click(await screen.findByRole("button", { name: /Type a note/ }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("button", { name: /Upload a file/ })).toBeVisible();
    await user.click(await screen.findByRole("button", { name: /Type a note/ }));
    await user.click(await screen.findByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Title must be 3 to 32 characters")).toBeVisible();
    expect(screen.getByText("Please write the note")).toBeVisible();
    await user.type(await screen.findByLabelText("Title"), "After session");
    await user.type(await screen.findByLabelText("Note"), "Sleep is better.");
    await user.click(await screen.findByRole("button", { name: "Add note" }));
    const confirm = await screen.findByRole("dialog", { name: "Add this note?" });
    // The dialog survives a reload: its state is in session storage.
    expect(JSON.parse(sessionStorage.getItem("sessionNoteId")!)).toEqual({ action: "add" });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(confirm).getByRole("button", { name: "Add note" }));
      expect(
        await screen.findByRole("dialog", { name: "Session note added successfully" }),
      ).toBeVisible();
      // The toast sits behind the modal (hidden from the accessibility tree while it is open).
      expect(toaster()).toHaveTextContent("Session note added successfully");
      await act(() => vi.advanceTimersByTimeAsync(2100));
      expect(screen.queryByRole("dialog", { name: "Session note added successfully" })).toBeNull();
      expect(await screen.findByRole("heading", { name: "After session" })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
    expect(sessionStorage.getItem("sessionNoteId")).toBeNull();
  }, 30_000);

  it("says 'Client ID is missing' for a client note without a client, in German too", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <NoteDialog type="client" reference="" onClose={() => {}} onSaved={() => {}} />,
      {
        locale: "de",
      },
    );
    await user.click(await screen.findByRole("button", { name: /Notiz schreiben/ }));
    await user.type(await screen.findByLabelText("Titel"), "Erstgespräch");
    await user.click(await screen.findByRole("button", { name: "Notiz hinzufügen" }));
    await waitFor(() => expect(toaster()).toHaveTextContent("Die Klienten-ID fehlt"));
  });

  it("refuses a file the note type cannot take as it is picked, and sends nothing", async () => {
    // A person can pick any file by choosing "All files" in the system's picker.
    const user = userEvent.setup({ applyAccept: false });
    const posted: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void (request.method === "POST" && posted.push(new URL(request.url).pathname));
    mockServer.events.on("request:start", record);
    try {
      renderWithProviders(
        <NoteDialog
          type="client"
          reference={mockNotesClient}
          onClose={() => {}}
          onSaved={() => {}}
        />,
      );
      await user.click(await screen.findByRole("button", { name: /Upload a file/ }));
      await user.type(await screen.findByLabelText("Title"), "Sleep diary");
      const picker = screen.getByLabelText("File");
      await user.upload(picker, new File(["Slept 6 hours"], "diary.txt", { type: "text/plain" }));
      expect(await screen.findByText("This file type is not allowed for this note")).toBeVisible();
      await user.click(screen.getByRole("button", { name: "Add note" }));
      expect(await screen.findByText("Please choose a file")).toBeVisible();
      expect(screen.queryByRole("dialog", { name: "Add this note?" })).toBeNull();
      await user.upload(picker, new File(["day,hours\n1,6\n"], "diary.csv", { type: "text/csv" }));
      expect(screen.queryByText("This file type is not allowed for this note")).toBeNull();
      expect(screen.getByText("Chosen: diary.csv")).toBeVisible();
      expect(posted).toEqual([]);
    } finally {
      mockServer.events.removeListener("request:start", record);
    }
  });

  it("restores an open edit dialog from session storage after a reload", async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<NotesPanel kind="client" clientId={mockNotesClient} />);
    await user.click(await screen.findByRole("button", { name: "Add client note" }));
    await user.click(await screen.findByRole("button", { name: /Type a note/ }));
    await user.type(await screen.findByLabelText("Title"), "Intake");
    await user.click(await screen.findByRole("button", { name: "Add note" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Add note" }),
    );
    await user.click(await screen.findByRole("button", { name: "Edit" }, { timeout: 4000 }));
    first.unmount();
    renderWithProviders(<NotesPanel kind="client" clientId={mockNotesClient} />);
    expect(await screen.findByRole("dialog", { name: "Edit client note" })).toBeVisible();
    expect(screen.getByLabelText("Title")).toHaveValue("Intake");
  }, 30_000);
});

describe("a client's notes list", () => {
  it("leads from a session note to its session's page, and from a client note nowhere", async () => {
    const at = "2026-11-20T09:00:00.000Z";
    const base = { content: "Slept better", file: null, createdAt: at, updatedAt: at };
    saveNotesState({
      ...notesState(),
      notes: [
        {
          ...base,
          identifier: "n-session",
          type: "booking",
          title: "After week one",
          reference: mockHeldBooking,
          clientId: mockNotesClient,
          bookingId: mockHeldBooking,
        },
        {
          ...base,
          identifier: "n-client",
          type: "client",
          title: "Intake",
          reference: mockNotesClient,
          clientId: mockNotesClient,
          bookingId: null,
        },
      ],
    });
    renderWithProviders(<NotesPanel kind="client" clientId={mockNotesClient} />);
    const session = (await screen.findByRole("heading", { name: "After week one" })).closest("li")!;
    expect(within(session).getByRole("link", { name: "Session notes" })).toHaveAttribute(
      "href",
      `/clients/${mockNotesClient}/notes/session/${mockHeldBooking}`,
    );
    const client = screen.getByRole("heading", { name: "Intake" }).closest("li")!;
    expect(within(client).queryByRole("link")).toBeNull();
  });
});

describe("downloading every note on a client (decision 0704)", () => {
  it("is offered once there are notes, saves the file the server names, and the history shows it", async () => {
    const state = notesState();
    state.notes.push({
      identifier: "00000000-0000-4000-8000-00000000c0de",
      type: "client",
      title: "Intake",
      content: "Came for sleep problems.",
      reference: mockNotesClient,
      clientId: mockNotesClient,
      bookingId: null,
      file: null,
      createdAt: "2026-11-02T10:00:00.000Z",
      updatedAt: "2026-11-02T10:00:00.000Z",
    });
    saveNotesState(state);
    const saved = savedFiles();
    const user = userEvent.setup();
    renderWithProviders(<NotesPanel kind="client" clientId={mockNotesClient} />);
    await user.click(await screen.findByRole("button", { name: "Download all notes" }));
    expect(await screen.findByText("The notes have been downloaded.")).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.download).toMatch(/^notes-chioma-eze-\d{4}-\d{2}-\d{2}\.md$/);
    const text = await saved[0]!.text;
    expect(text).toMatch(/^# Notes on Chioma Eze\n/);
    expect(text).toContain("## Client note: Intake");

    await user.click(screen.getByRole("button", { name: "Access history" }));
    expect(await screen.findByText("Exported in a file")).toBeInTheDocument();
  });

  it("is not offered before there is a note", async () => {
    renderWithProviders(<NotesPanel kind="client" clientId={mockNotesClient} />);
    expect(await screen.findByText(/No notes/i)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download all notes" })).toBeNull();
  });
});
