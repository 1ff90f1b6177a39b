import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockNotesClient } from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { NotesPanel } from "./notes-panel";
import { signedInAsMockTherapist } from "@/tests/helpers/mock-therapist";

/** The query strings of every GET /note/client/{id} the panel sends (the mock still answers). */
function recordQueries() {
  const queries: URLSearchParams[] = [];
  mockServer.use(
    http.get("*/api/note/client/:clientId", ({ request }) => {
      queries.push(new URL(request.url).searchParams);
    }),
  );
  return queries;
}

signedInAsMockTherapist();

describe("the notes filter's dates (issue 16)", () => {
  it("takes German dates and asks the API for YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    const queries = recordQueries();
    renderWithProviders(<NotesPanel kind="client" clientId={mockNotesClient} />, {
      locale: "de",
    });
    const from = await screen.findByRole("textbox", { name: "Von" });
    expect(from).toHaveAttribute("placeholder", "TT.MM.JJJJ");
    await user.type(from, "01.03.2026");
    await user.type(screen.getByRole("textbox", { name: "Bis" }), "31.3.2026");
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({
        fromDate: "2026-03-01",
        toDate: "2026-03-31",
      }),
    );
    expect(await screen.findByText("Keine Notizen passen zu diesen Filtern.")).toBeVisible();
  });

  it("asks nothing for a date it cannot read, and says how to write one", async () => {
    const user = userEvent.setup();
    const queries = recordQueries();
    renderWithProviders(<NotesPanel kind="client" clientId={mockNotesClient} />);
    const from = await screen.findByRole("textbox", { name: "From" });
    expect(from).toHaveAttribute("placeholder", "MM/DD/YYYY");
    await user.type(from, "13/01/2026");
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the date as MM/DD/YYYY");
    expect(queries.some((q) => q.has("fromDate"))).toBe(false);
  });
});
