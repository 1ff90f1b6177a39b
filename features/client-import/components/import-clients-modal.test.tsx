import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { signedInAsMockTherapist } from "@/tests/helpers/mock-therapist";
import { renderWithProviders } from "@/tests/helpers/render";
import { notesState } from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { ImportClientsModal } from "./import-clients-modal";

signedInAsMockTherapist();

const noDialog = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

describe("the import clients modal", () => {
  it("imports by email, ends in the success modal and opens again with the refused address", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportClientsModal />);
    const opener = screen.getByRole("link", { name: "Import clients" });
    // Before the page's scripts run, the link leads to the import page.
    expect(opener).toHaveAttribute("href", "/clients/imported/email-manual");
    await user.click(opener);
    const modal = await screen.findByRole("dialog", { name: "Import clients" });
    expect(within(modal).getByRole("tab", { name: "By email" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(modal).queryByRole("tab", { name: "CSV upload" })).toBeNull();
    expect(
      within(modal).getByRole("link", { name: "Import from a CSV file instead" }),
    ).toHaveAttribute("href", "/clients/imported/email-manual");

    await user.click(within(modal).getByRole("button", { name: "Send invitations" }));
    expect(within(modal).getByRole("alert")).toHaveTextContent("Add at least one client");

    await user.type(within(modal).getByLabelText("Email addresses"), "ada@example.com, bad@@x");
    await user.click(within(modal).getByRole("button", { name: "Send invitations" }));
    const done = await screen.findByRole("dialog", { name: "Import complete" });
    expect(screen.queryByRole("dialog", { name: "Import clients" })).toBeNull();
    expect(within(done).getByText("bad@@x: Enter a valid email address")).toBeVisible();
    expect(within(done).getByRole("link", { name: "Go To Dashboard" })).toHaveAttribute(
      "href",
      "/clients/imported",
    );
    expect(notesState().imports.map((c) => c.email)).toEqual(["ada@example.com"]);

    await user.click(within(done).getByRole("button", { name: "Import more" }));
    const again = await screen.findByRole("dialog", { name: "Import clients" });
    expect(within(again).getByLabelText("Email addresses")).toHaveValue("bad@@x");
    await user.keyboard("{Escape}");
    await noDialog();
  });

  it("checks a manual entry, and keeps every field through a server failure (German)", async () => {
    let calls = 0;
    mockServer.use(
      http.post("*/api/client-import", () =>
        ++calls === 1
          ? HttpResponse.json({ message: "Server error", code: "SERVER_ERROR" }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ImportClientsModal />, { locale: "de" });
    await user.click(screen.getByRole("link", { name: "Klient:innen importieren" }));
    const modal = await screen.findByRole("dialog", { name: "Klient:innen importieren" });
    await user.click(within(modal).getByRole("tab", { name: "Manuelle Eingabe" }));
    await user.type(within(modal).getByLabelText("Vorname"), "Lea");
    await user.type(within(modal).getByLabelText("Nachname"), "Schmidt");
    await user.type(within(modal).getByLabelText("E-Mail"), "lea@example.com");
    await user.type(within(modal).getByLabelText("Telefon (optional)"), "123456789");
    await user.click(within(modal).getByRole("button", { name: "Einladungen senden" }));
    expect(
      await within(modal).findByText("Die Nummer muss mindestens 10 Ziffern haben"),
    ).toBeVisible();
    expect(calls).toBe(0);

    await user.type(within(modal).getByLabelText("Telefon (optional)"), "0");
    await user.click(within(modal).getByRole("button", { name: "Einladungen senden" }));
    expect(await within(modal).findByRole("alert")).toHaveTextContent("Server error");
    expect(within(modal).getByLabelText("Vorname")).toHaveValue("Lea");
    expect(within(modal).getByLabelText("Nachname")).toHaveValue("Schmidt");
    expect(within(modal).getByLabelText("E-Mail")).toHaveValue("lea@example.com");
    expect(within(modal).getByLabelText("Telefon (optional)")).toHaveValue("1234567890");

    await user.click(within(modal).getByRole("button", { name: "Einladungen senden" }));
    const done = await screen.findByRole("dialog", { name: "Import abgeschlossen" });
    expect(within(done).getByRole("link", { name: "Zum Dashboard" })).toHaveAttribute(
      "href",
      "/de/clients/imported",
    );
    expect(notesState().imports.map((c) => c.email)).toEqual(["lea@example.com"]);
    await user.keyboard("{Escape}");
    await noDialog();
  });
});
