import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { TextField } from "./text-field";

it("writes the input's type: text unless the caller names another", () => {
  renderWithProviders(
    <>
      <TextField label="First name" name="firstName" />
      <TextField label="Email" name="email" type="email" />
    </>,
  );
  expect(screen.getByLabelText("First name")).toHaveAttribute("type", "text");
  expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
});
