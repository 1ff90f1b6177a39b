import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
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

it("writes the X-Language cookie (spec section 4) with the language switched to", async () => {
  const user = userEvent.setup();
  Cookies.set("X-Language", "en", { path: "/" });
  // After the link's own handlers: jsdom cannot load the other page.
  const stay = (event: MouseEvent) => event.preventDefault();
  document.addEventListener("click", stay);
  try {
    renderWithProviders(<LanguageSwitcher />);
    await user.click(screen.getByRole("link", { name: "Deutsch" }));
    expect(Cookies.get("X-Language")).toBe("de");
    expect(Cookies.get("X-Locale")).toBe("de");
  } finally {
    document.removeEventListener("click", stay);
    Cookies.remove("X-Language", { path: "/" });
    Cookies.remove("X-Locale", { path: "/" });
  }
});
