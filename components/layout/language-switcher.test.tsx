import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { LanguageSwitcher } from "./language-switcher";

it("is one navigation landmark named Language; the second copy is a group", () => {
  renderWithProviders(
    <>
      <LanguageSwitcher />
      <LanguageSwitcher landmark={false} />
    </>,
  );
  expect(screen.getAllByRole("navigation", { name: "Language" })).toHaveLength(1);
  expect(screen.getByRole("group", { name: "Language" })).toBeInTheDocument();
  expect(screen.getAllByRole("link", { name: "Deutsch" })).toHaveLength(2);
});
