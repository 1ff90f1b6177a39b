import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { DateField } from "./date-field";

/** A date field and what it last handed its owner. */
function Harness({ initial, min }: { initial?: string; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date" value={value} min={min} onChange={setValue} />
      <output aria-label="sent">{value}</output>
      <button type="button" onClick={() => setValue(undefined)}>
        Reset
      </button>
    </>
  );
}

const field = () => screen.getByRole("textbox", { name: "Date" });
const sent = () => screen.getByRole("status", { name: "sent" });

describe("a date field in the page's language (issue 16)", () => {
  it("shows and takes German dates, and hands on YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-01-31" />, { locale: "de" });
    expect(field()).toHaveValue("31.01.2026");
    expect(field()).toHaveAttribute("placeholder", "TT.MM.JJJJ");
    await user.clear(field());
    expect(sent()).toBeEmptyDOMElement();
    await user.type(field(), "1.3.2026");
    expect(sent()).toHaveTextContent("2026-03-01");
    await user.tab();
    expect(field()).toHaveValue("01.03.2026");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows and takes English dates", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-01-31" />);
    expect(field()).toHaveValue("01/31/2026");
    expect(field()).toHaveAttribute("placeholder", "MM/DD/YYYY");
    await user.clear(field());
    await user.type(field(), "03012026");
    expect(sent()).toHaveTextContent("2026-03-01");
    await user.tab();
    expect(field()).toHaveValue("03/01/2026");
  });

  it("says how to write a date it cannot read, once the field is left, in German", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { locale: "de" });
    await user.type(field(), "31.02.2026");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Geben Sie das Datum als TT.MM.JJJJ ein");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(sent()).toHaveTextContent("31.02.2026");
  });

  it("refuses a date before its minimum", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness min="2026-03-01" />);
    await user.type(field(), "02/28/2026");
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Choose 03/01/2026 or later");
    expect(sent()).not.toHaveTextContent("2026-02-28");
  });

  it("empties when its owner clears the value", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-01-31" />, { locale: "de" });
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(field()).toHaveValue("");
  });

  it("offers the browser's calendar by a labelled button", () => {
    renderWithProviders(<Harness />, { locale: "de" });
    expect(screen.getByRole("button", { name: "Date im Kalender wählen" })).toBeVisible();
  });
});
