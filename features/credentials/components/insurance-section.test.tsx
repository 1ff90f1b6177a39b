import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { InsuranceFile } from "@/features/credentials/schemas";
import { renderWithProviders } from "@/tests/helpers/render";
import { credentialsState, resetCredentialsMock } from "@/tests/msw/fixtures/credentials";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { InsuranceSection, insuranceFilesProblem, sizeInKb } from "./insurance-section";

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
    await user.upload(screen.getByLabelText("Upload documents"), [
      file("policy-2026.pdf"),
      file("certificate.png"),
    ]);
    expect(await screen.findByText("File Upload Successful")).toBeInTheDocument();
    expect(sent).toBe(2);
    expect(screen.getByText("150 kb")).toBeInTheDocument();
    expect(screen.getByText("2 kb")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open policy-2026.pdf" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/api\/provider\/indemnity-insurance\//),
    );
  });

  it("refuses a wrong kind before sending and shows the server's reason", async () => {
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
    await user.upload(screen.getByLabelText("Dokumente hochladen"), [file("notes.txt")]);
    expect(
      await screen.findByText(
        "Laden Sie eine Datei im Format doc, docx, pdf, jpg, jpeg oder png hoch",
      ),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Dokumente hochladen"), [file("policy.pdf")]);
    expect(await screen.findByText("Höchstens 20 Versicherungsnachweise")).toBeInTheDocument();
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

  it("checks picked files at their limits", () => {
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
