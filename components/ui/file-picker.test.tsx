import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { FilePicker } from "./file-picker";

/** A picker that keeps, like the CSV import, the file last chosen. */
function Harness({ multiple = false }: { multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      id="documents"
      label="Unterlagen"
      multiple={multiple}
      chosen={files.map((f) => f.name).join(", ") || undefined}
      onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
    />
  );
}

const pdf = (name: string) => new File(["%PDF"], name, { type: "application/pdf" });

describe("a file picker in the page's language", () => {
  it("offers its button in German, named by the field, and opens from the button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness multiple />, { locale: "de" });
    const input = screen.getByLabelText("Unterlagen", { selector: "input" });
    expect(input).toHaveAccessibleName("Unterlagen");
    const button = screen.getByText("Dateien auswählen");
    expect(button.tagName).toBe("LABEL");
    await user.upload(button, [pdf("Zulassung.pdf"), pdf("Urkunde.pdf")]);
    expect(screen.getByText("Zulassung.pdf, Urkunde.pdf")).toBeVisible();
  });

  it("asks for one file in English and shows none chosen until one is", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByText("Choose file")).toBeVisible();
    expect(screen.queryByText(/chosen/i)).toBeNull();
    await user.upload(screen.getByLabelText("Unterlagen", { selector: "input" }), pdf("a.pdf"));
    expect(screen.getByText("a.pdf")).toBeVisible();
  });
});
