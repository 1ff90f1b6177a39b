import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { InsuranceFile } from "@/features/credentials/schemas";
import { renderWithProviders } from "@/tests/helpers/render";
import { credentialsState, resetCredentialsMock } from "@/tests/msw/fixtures/credentials";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { insuranceFilesProblem, previewKind, sizeInKb } from "./insurance-files";
import { InsuranceSection } from "./insurance-section";

const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name);
const stored = (filename: string, size: number): InsuranceFile => {
  const identifier = crypto.randomUUID();
  return {
    identifier,
    filename,
    size,
    url: `/api/provider/indemnity-insurance/${identifier}`,
    createdAt: "2026-01-05T10:00:00.000Z",
  };
};

beforeEach(() => {
  resetCredentialsMock();
  document.cookie = `token=${mockTherapist.token}; path=/`;
});

describe("InsuranceSection", () => {
  it("shows the empty state, uploads several at once and lists their sizes in kb", async () => {
    // jsdom's File does not carry its bytes through a request (see the qualifications test).
    let sent = 0;
    mockServer.use(
      http.post("*/api/provider/indemnity-insurance", async ({ request }) => {
        sent = (await request.formData()).getAll("file").length;
        const list = [stored("policy-2026.pdf", 153_600), stored("certificate.png", 2048)];
        resetCredentialsMock({ insurance: list });
        return HttpResponse.json({ data: list }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InsuranceSection />);
    expect(await screen.findByText("No insurance documents yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload documents" }));
    const modal = await screen.findByRole("dialog", { name: "Upload insurance documents" });
    await user.upload(within(modal).getByLabelText("Insurance documents"), [
      file("policy-2026.pdf"),
      file("certificate.png"),
    ]);
    expect(within(modal).getByText("policy-2026.pdf")).toBeVisible();
    await user.click(within(modal).getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("File Upload Successful")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toBe(2);
    expect(screen.getByText("150 kb")).toBeInTheDocument();
    expect(screen.getByText("2 kb")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download policy-2026.pdf" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/api\/provider\/indemnity-insurance\/.+\?download$/),
    );
  });

  it("refuses a wrong kind before sending and shows the server's reason, keeping the files", async () => {
    mockServer.use(
      http.post("*/api/provider/indemnity-insurance", () =>
        HttpResponse.json(
          {
            message: "Please check the form.",
            code: "VALIDATION_FAILED",
            errors: { file: "Höchstens 20 Versicherungsnachweise" },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<InsuranceSection />, { locale: "de" });
    await screen.findByText("Noch keine Versicherungsnachweise.");
    await user.click(screen.getByRole("button", { name: "Dokumente hochladen" }));
    const modal = await screen.findByRole("dialog", { name: "Versicherungsnachweise hochladen" });
    await user.click(within(modal).getByRole("button", { name: "Hochladen" }));
    expect(await within(modal).findByRole("alert")).toHaveTextContent(
      "Bitte wählen Sie eine Datei",
    );
    await user.upload(within(modal).getByLabelText("Versicherungsnachweise"), [file("notes.txt")]);
    expect(
      await within(modal).findByText(
        "Laden Sie eine Datei im Format doc, docx, pdf, jpg, jpeg oder png hoch",
      ),
    ).toBeInTheDocument();
    await user.upload(within(modal).getByLabelText("Versicherungsnachweise"), [file("policy.pdf")]);
    await user.click(within(modal).getByRole("button", { name: "Hochladen" }));
    expect(
      await within(modal).findByText("Höchstens 20 Versicherungsnachweise"),
    ).toBeInTheDocument();
    expect(within(modal).getByText("policy.pdf")).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(credentialsState().insurance).toHaveLength(0);
  });

  it("deletes a document after confirmation", async () => {
    resetCredentialsMock({ insurance: [stored("policy.pdf", 4096)] });
    const user = userEvent.setup();
    renderWithProviders(<InsuranceSection />);
    await user.click(await screen.findByRole("button", { name: "Delete policy.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this document?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(credentialsState().insurance).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Delete policy.pdf" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("File Deleted")).toBeInTheDocument();
    expect(await screen.findByText("No insurance documents yet.")).toBeInTheDocument();
  });

  it("keeps the picked files through a server failure", async () => {
    let calls = 0;
    mockServer.use(
      http.post("*/api/provider/indemnity-insurance", () => {
        if (++calls > 1) return undefined;
        return HttpResponse.json(
          { message: "Server error", code: "SERVER_ERROR" },
          { status: 500 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InsuranceSection />);
    await user.click(await screen.findByRole("button", { name: "Upload documents" }));
    const modal = await screen.findByRole("dialog", { name: "Upload insurance documents" });
    await user.upload(within(modal).getByLabelText("Insurance documents"), [file("cover.pdf")]);
    await user.click(within(modal).getByRole("button", { name: "Upload" }));
    expect(await within(modal).findByText("Server error")).toBeVisible();
    expect(within(modal).getByText("cover.pdf")).toBeVisible();
    expect(calls).toBe(1);
  });

  it("previews a PDF and an image from their bytes, and closes on Escape", async () => {
    const pdf = stored("policy.pdf", 4096);
    const png = stored("scan.png", 2048);
    resetCredentialsMock({ insurance: [pdf, png] });
    mockServer.use(
      http.get("*/api/provider/indemnity-insurance/:id", ({ params }) =>
        params.id === pdf.identifier
          ? new HttpResponse("%PDF-1.4", { headers: { "content-type": "application/pdf" } })
          : new HttpResponse("png", { headers: { "content-type": "image/png" } }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<InsuranceSection />);
    await user.click(await screen.findByRole("button", { name: "Preview policy.pdf" }));
    const modal = await screen.findByRole("dialog", { name: "policy.pdf" });
    const frame = await within(modal).findByTitle("policy.pdf");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", expect.stringMatching(/^blob:/));
    expect(within(modal).getByRole("link", { name: "Download" })).toHaveAttribute(
      "download",
      "policy.pdf",
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Preview scan.png" }));
    expect(await screen.findByRole("img", { name: "scan.png" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^blob:/),
    );
  });

  it("says when a document cannot be loaded for its preview", async () => {
    resetCredentialsMock({ insurance: [stored("gone.pdf", 4096)] });
    mockServer.use(
      http.get("*/api/provider/indemnity-insurance/:id", () =>
        HttpResponse.json({ message: "Not found", code: "NOT_FOUND" }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<InsuranceSection />, { locale: "de" });
    await user.click(await screen.findByRole("button", { name: "Vorschau von gone.pdf" }));
    expect(await screen.findByText("Diese Datei konnte nicht geladen werden.")).toBeInTheDocument();
  });

  it("checks picked files at their limits", () => {
    expect(previewKind("application/pdf")).toBe("pdf");
    expect(previewKind("image/jpeg")).toBe("image");
    expect(previewKind("application/msword")).toBeNull();
    expect(insuranceFilesProblem([])).toBe("insuranceFileRequired");
    expect(insuranceFilesProblem([file("a.pdf", 10 * 1024 * 1024)])).toBeNull();
    expect(insuranceFilesProblem([file("a.pdf", 10 * 1024 * 1024 + 1)])).toBe("insuranceFileSize");
    expect(insuranceFilesProblem(Array.from({ length: 6 }, () => file("a.pdf")))).toBe(
      "insuranceFileCount",
    );
    expect(insuranceFilesProblem([file("scan.JPEG")])).toBeNull();
    expect(sizeInKb(1)).toBe(1);
    expect(sizeInKb(1536)).toBe(2);
  });
});
