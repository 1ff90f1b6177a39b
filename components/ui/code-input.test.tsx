import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CodeInput } from "./code-input";

function Harness() {
  const [value, setValue] = useState("");
  return (
    <>
      <CodeInput length={6} value={value} onChange={setValue} label="Code" />
      <output>{value}</output>
    </>
  );
}

describe("the 6-box code input", () => {
  it("fills every box when a whole code is pasted", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText("Code 1"));
    await user.paste(" ab3-9kq ");
    expect(screen.getByRole("status")).toHaveTextContent("AB39KQ");
    expect(screen.getByLabelText("Code 6")).toHaveValue("Q");
  });

  it("moves forward while typing and back on Backspace", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText("Code 1"));
    await user.keyboard("x7");
    expect(screen.getByLabelText("Code 3")).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(screen.getByRole("status")).toHaveTextContent(/^X$/);
  });
});
