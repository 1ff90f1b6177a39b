import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockNotesClient, notesState, saveNotesState } from "@/tests/msw/fixtures/notes";
import { ImportClients } from "./import-clients";
import { ImportedClients } from "./imported-clients";
import { signedInAsMockTherapist } from "@/tests/helpers/mock-therapist";

signedInAsMockTherapist();

describe("importing by email", () => {
  it("names each refused address and keeps only those in the box to be mended", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportClients />);
    const box = await screen.findByLabelText("Email addresses");
    await user.type(box, "ngozi@example.com, bad@@x\namara@example.com; also-bad");
    await user.click(screen.getByRole("button", { name: "Send invitations" }));
    const done = await screen.findByRole("dialog", { name: "Import complete" });
    expect(within(done).getByText("bad@@x: Enter a valid email address")).toBeVisible();
    expect(within(done).getByText("also-bad: Enter a valid email address")).toBeVisible();
    expect(notesState().imports.map((c) => c.email)).toEqual([
      "amara@example.com",
      "ngozi@example.com",
    ]);
    await user.click(within(done).getByRole("button", { name: "Import more" }));
    expect(screen.getByLabelText("Email addresses")).toHaveValue("bad@@x\nalso-bad");
  });

  it("says it in German, and empties the box when every address went in", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportClients />, { locale: "de" });
    await user.type(await screen.findByLabelText("E-Mail-Adressen"), "lea@example.com");
    await user.click(screen.getByRole("button", { name: "Einladungen senden" }));
    const done = await screen.findByRole("dialog", { name: "Import abgeschlossen" });
    expect(within(done).queryByText("Nicht importierte Zeilen")).toBeNull();
    await user.click(within(done).getByRole("button", { name: "Weitere importieren" }));
    expect(screen.getByLabelText("E-Mail-Adressen")).toHaveValue("");
  });
});

describe("the imported clients list", () => {
  it("leads from one who joined to their notes and a conversation, and from no one else", async () => {
    const at = "2026-11-20T09:00:00.000Z";
    saveNotesState({
      ...notesState(),
      imports: [
        {
          identifier: "imp-1",
          email: "ada@example.com",
          firstName: "Ada",
          lastName: "Okafor",
          phone: null,
          status: "claimed",
          clientId: mockNotesClient,
          createdAt: at,
          claimedAt: at,
        },
        {
          identifier: "imp-2",
          email: "alan@example.com",
          firstName: null,
          lastName: null,
          phone: null,
          status: "invited",
          clientId: null,
          createdAt: at,
          claimedAt: null,
        },
      ],
    });
    renderWithProviders(<ImportedClients />);
    expect(await screen.findByRole("link", { name: "Notes on Ada Okafor" })).toHaveAttribute(
      "href",
      `/clients/${mockNotesClient}/notes`,
    );
    expect(screen.getByRole("link", { name: "Message Ada Okafor" })).toHaveAttribute(
      "href",
      `/messages?with=${mockNotesClient}`,
    );
    expect(screen.getByRole("link", { name: "Ada Okafor" })).toHaveAttribute(
      "href",
      `/clients/${mockNotesClient}`,
    );
    expect(screen.getByText("alan@example.com")).toBeVisible();
    expect(screen.queryByRole("link", { name: "alan@example.com" })).toBeNull();
    expect(screen.getAllByRole("link", { name: /^Notes on|^Message / })).toHaveLength(2);
  });
});
