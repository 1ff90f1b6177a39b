import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import {
  credentialsState,
  mockQualification,
  resetCredentialsMock,
} from "@/tests/msw/fixtures/credentials";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { navigation } from "@/tests/setup/navigation";
import { QualificationsSection } from "./qualifications-section";

const pdfBytes = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const pdf = (name = "license.pdf") => new File([pdfBytes], name, { type: "application/pdf" });

beforeEach(() => {
  resetCredentialsMock();
  navigation.pathname = "/credentials";
  document.cookie = `token=${mockTherapist.token}; path=/`;
});

describe("QualificationsSection", () => {
  it("shows the empty state, then adds a license: type first, its fields, files", async () => {
    // jsdom's File does not carry its bytes through a request, so the twin's sniffing cannot run
    // here (the contract test holds it to the API); this stand-in records what the form sent.
    const sent: Record<string, string>[] = [];
    mockServer.use(
      http.post("*/api/provider/qualification/file/upload", async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        for (const [k, v] of form.entries()) fields[k] = typeof v === "string" ? v : "(file)";
        sent.push(fields);
        const q = mockQualification({
          details: { body: fields.body!, credentialNumber: fields.credentialNumber! },
        });
        q.files[0]!.filename = "a-very-long-license-file-name.pdf";
        const state = credentialsState();
        state.qualifications.push(q);
        resetCredentialsMock(state);
        return HttpResponse.json({ data: q }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<QualificationsSection />);
    expect(
      await screen.findByText("You have not added any qualifications yet."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add qualification" }));
    const dialog = await screen.findByRole("dialog", { name: "Add qualification" });
    expect(within(dialog).queryByLabelText("Governing board")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add qualification" }));
    expect(await within(dialog).findByText("Choose a qualification type")).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText("Qualification type"), "license");
    await user.click(within(dialog).getByRole("button", { name: "Add qualification" }));
    expect(await within(dialog).findByText("Governing board is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Credential number is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please choose a file")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Governing board"), "Medical Council");
    await user.type(within(dialog).getByLabelText("Credential number"), "AB 12");
    await user.upload(within(dialog).getByLabelText("Files"), [
      pdf("a-very-long-license-file-name.pdf"),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Add qualification" }));
    expect(
      await within(dialog).findByText("Use only letters, digits, dashes and slashes"),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Credential number"));
    await user.type(within(dialog).getByLabelText("Credential number"), "AB-12/3");
    await user.click(within(dialog).getByRole("button", { name: "Add qualification" }));

    expect(await screen.findByText("File upload successful")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Medical Council")).toBeInTheDocument();
    expect(screen.getByText("No. AB-12/3")).toBeInTheDocument();
    // Its name holds the name as shown (axe label-content-name-mismatch); the full name is its
    // description.
    const link = screen.getByRole("link", { name: "Open a-very-long-lic….pdf" });
    expect(link).toHaveTextContent("a-very-long-lic….pdf");
    expect(link).toHaveAccessibleDescription("a-very-long-license-file-name.pdf");
    expect(sent).toEqual([
      { type: "license", body: "Medical Council", credentialNumber: "AB-12/3", files: "(file)" },
    ]);
  });

  it("keeps what was typed when the server fails", async () => {
    mockServer.use(
      http.post("*/api/provider/qualification/file/upload", () =>
        HttpResponse.json(
          { message: "Something went wrong on our side.", code: "SERVER_ERROR" },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<QualificationsSection />);
    await user.click(await screen.findByRole("button", { name: "Add qualification" }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText("Qualification type"), "education");
    await user.type(within(dialog).getByLabelText("Title"), "MSc Psychology");
    await user.upload(within(dialog).getByLabelText("Files"), [pdf("msc.pdf")]);
    await user.click(within(dialog).getByRole("button", { name: "Add qualification" }));
    expect(await screen.findByText(/went wrong/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveValue("MSc Psychology");
    expect(within(dialog).getByText("msc.pdf")).toBeInTheDocument();
  });

  it("edits through ?id=: the type is fixed, the last file cannot go, closing clears the parameter", async () => {
    const q = mockQualification();
    resetCredentialsMock({ qualifications: [q] });
    navigation.searchParams = new URLSearchParams({ id: q.identifier });
    const user = userEvent.setup();
    renderWithProviders(<QualificationsSection />);
    const dialog = await screen.findByRole("dialog", { name: "Edit qualification" });
    expect(within(dialog).getByText(/The type cannot be changed/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Qualification type")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Governing board")).toHaveValue(
      "Nursing and Midwifery Council",
    );
    await user.click(within(dialog).getByRole("button", { name: /^Remove nursing-council/ }));
    // The file is named to a screen reader; the button shows one word, which fits a phone.
    expect(within(dialog).getByRole("button", { name: /^Keep nursing-council/ })).toHaveTextContent(
      /^Keep$/,
    );
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(
      await within(dialog).findByText("A qualification needs at least one file"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(navigation.router.replace).toHaveBeenCalledWith("/credentials", { scroll: false });
  });

  it("saves an edit of the details through the API and closes", async () => {
    const q = mockQualification();
    resetCredentialsMock({ qualifications: [q] });
    navigation.searchParams = new URLSearchParams({ id: q.identifier });
    const user = userEvent.setup();
    renderWithProviders(<QualificationsSection />);
    const dialog = await screen.findByRole("dialog", { name: "Edit qualification" });
    const number = within(dialog).getByLabelText("Credential number");
    await user.clear(number);
    await user.type(number, "NEW/7");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("File Updated Successfully")).toBeInTheDocument();
    expect(navigation.router.replace).toHaveBeenCalledWith("/credentials", { scroll: false });
    expect(credentialsState().qualifications[0]!.details).toEqual({
      body: "Nursing and Midwifery Council",
      credentialNumber: "NEW/7",
    });
  });

  it("says so when ?id= names no qualification of theirs", async () => {
    navigation.searchParams = new URLSearchParams({ id: crypto.randomUUID() });
    renderWithProviders(<QualificationsSection />);
    expect(await screen.findByText("This qualification no longer exists.")).toBeInTheDocument();
  });

  it("opens the edit dialog with ?id= and deletes after confirmation", async () => {
    const q = mockQualification({ type: "conduct", details: { title: "Code of ethics" } });
    resetCredentialsMock({ qualifications: [q] });
    const user = userEvent.setup();
    renderWithProviders(<QualificationsSection />);
    expect(await screen.findByText("Code of conduct")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit Code of ethics" }));
    expect(navigation.router.replace).toHaveBeenCalledWith(`/credentials?id=${q.identifier}`, {
      scroll: false,
    });
    await user.click(screen.getByRole("button", { name: "Delete Code of ethics" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this qualification?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("File Deleted")).toBeInTheDocument();
    expect(
      await screen.findByText("You have not added any qualifications yet."),
    ).toBeInTheDocument();
  });
});
