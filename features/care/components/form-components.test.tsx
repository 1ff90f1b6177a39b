import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { careFormsFixture } from "@/tests/msw/fixtures/care-forms";
import { mockNotesClient, mockTherapist } from "@/tests/msw/fixtures/notes";
import { resetCareFormsMock } from "@/tests/msw/handlers/care-forms";
import { ClientFormStates, FormsToDo } from "./form-lists";
import { FormFill } from "./form-fill";
import { FormTemplates } from "./form-templates";

const [intake, consent] = careFormsFixture();
const wait = { timeout: 5000 };

beforeEach(() => {
  resetCareFormsMock();
  Cookies.set("token", "mock-access-token");
});
afterEach(() => Cookies.remove("token"));

describe("a client's intake form", () => {
  it("saves as the client types, asks for what is required, then sends it", async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<FormFill id={intake!.identifier} role="client" />);
    const reasons = await screen.findByLabelText(
      "What brings you to therapy now? (Required)",
      {},
      wait,
    );
    await user.type(reasons, "Trouble sleeping");
    expect(await screen.findByText("Saved", {}, wait)).toBeInTheDocument();

    // A reload finds the answer saved.
    view.unmount();
    renderWithProviders(<FormFill id={intake!.identifier} role="client" />);
    expect(
      await screen.findByLabelText("What brings you to therapy now? (Required)", {}, wait),
    ).toHaveValue("Trouble sleeping");

    await user.click(screen.getByRole("button", { name: "Send the form" }));
    expect(await screen.findByText("Please check this answer.", {}, wait)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText(
        "What would you like to be different when therapy has helped? (Required)",
      ),
      "Rest",
    );
    await user.click(screen.getByLabelText("Yes, it is correct"));
    await user.click(screen.getByLabelText("Sleep"));
    await user.click(screen.getByLabelText("7"));
    await user.click(screen.getByRole("button", { name: "Send the form" }));
    expect(await screen.findByText(/^Completed on /, {}, wait)).toBeInTheDocument();
    const answers = screen.getAllByRole("definition")[0]!.closest("dl")!;
    expect(within(answers).getByText("Trouble sleeping")).toBeInTheDocument();
    expect(within(answers).getByText("Sleep")).toBeInTheDocument();
    expect(within(answers).getByText("7")).toBeInTheDocument();
    // A whole form typed key by key: slow on a busy machine.
  }, 40_000);
});

describe("a consent", () => {
  it("is signed with the full name, in German too, and links the cancellation policy", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormFill id={consent!.identifier} role="client" />, { locale: "de" });
    const name = await screen.findByLabelText(
      "Geben Sie zum Unterschreiben Ihren vollständigen Namen ein",
      {},
      wait,
    );
    expect(screen.getByRole("link", { name: "Stornierungsbedingungen lesen" })).toHaveAttribute(
      "href",
      "/policy/client-cancellation",
    );
    await user.type(name, "Chioma");
    await user.click(screen.getByRole("button", { name: "Unterschreiben und senden" }));
    expect(
      await screen.findByText(
        "Geben Sie zum Unterschreiben Ihren vollständigen Namen so ein, wie er in Ihrem Konto steht.",
        {},
        wait,
      ),
    ).toBeInTheDocument();
    await user.type(name, " Eze");
    await user.click(screen.getByRole("button", { name: "Unterschreiben und senden" }));
    expect(
      await screen.findByText(/^Unterschrieben von Chioma Eze am /, {}, wait),
    ).toBeInTheDocument();
  });
});

describe("the client's to-do", () => {
  it("lists the forms still to complete, with their therapist", async () => {
    renderWithProviders(<FormsToDo />);
    expect(
      await screen.findByRole("link", { name: "Complete General intake" }, wait),
    ).toHaveAttribute("href", expect.stringMatching(`/care/forms/${intake!.identifier}`));
    expect(
      screen.getByText("Ada Okafor asks you to complete these before your first session."),
    ).toBeInTheDocument();
  });
});

describe("the therapist", () => {
  beforeEach(() => Cookies.set("token", mockTherapist.token));

  it("sees each form's state on the client's page", async () => {
    renderWithProviders(<ClientFormStates clientId={mockNotesClient} />);
    expect(
      await screen.findByRole("link", { name: "Open General intake" }, wait),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Not started")).toHaveLength(2);
  });

  it("does not see a draft's answers", async () => {
    renderWithProviders(<FormFill id={intake!.identifier} role="provider" />);
    expect(
      await screen.findByText("The client has not sent this form yet. (Not started)", {}, wait),
    ).toBeInTheDocument();
  });

  it("edits a template: a question added, a title too long refused, then saved", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormTemplates />);
    const edits = await screen.findAllByRole("button", { name: "Edit" }, wait);
    await user.click(edits[0]!);
    const title = screen.getByLabelText("Title");
    await user.clear(title);
    await user.click(screen.getByRole("button", { name: "Save form" }));
    expect(
      await screen.findByText("Give the form a title of at most 120 characters."),
    ).toBeInTheDocument();
    await user.type(title, "Before we meet");
    await user.click(screen.getByRole("button", { name: "Add a question" }));
    const last = screen.getAllByLabelText(/^Question \d+$/).at(-1)!;
    await user.clear(last);
    await user.type(last, "Who referred you?");
    await user.click(screen.getByRole("button", { name: "Save form" }));
    expect(
      await screen.findByRole("heading", { name: "Before we meet" }, wait),
    ).toBeInTheDocument();
  });

  it("copies a starter into a new form to edit", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormTemplates />);
    await screen.findAllByRole("button", { name: "Edit" }, wait);
    await user.click(screen.getByRole("button", { name: "Copy the consent to treatment" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Consent text (what the client signs)")).toBeInTheDocument(),
    );
  });
});
