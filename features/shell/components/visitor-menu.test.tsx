import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { VisitorMenu } from "./visitor-menu";

function renderMenu() {
  return renderWithProviders(
    <>
      <VisitorMenu
        label="Menu"
        links={[
          { href: "/therapists", label: "Find a therapist" },
          { href: "/register/therapist", label: "For therapists" },
        ]}
      >
        <button type="button">NG</button>
      </VisitorMenu>
      <p>Page</p>
    </>,
  );
}

describe("the signed-out visitor's phone menu (issue 74)", () => {
  it("opens on its button, moves focus to its first link and offers 'For therapists'", async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole("button", { name: "Menu", expanded: false });
    expect(screen.queryByRole("link", { name: "For therapists" })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Find a therapist" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "For therapists" })).toHaveAttribute(
      "href",
      "/register/therapist",
    );
    expect(screen.getByRole("button", { name: "NG" })).toBeVisible();
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole("button", { name: "Menu" });
    await user.click(button);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    expect(screen.queryByRole("link", { name: "Find a therapist" })).not.toBeInTheDocument();
  });

  it("closes on a tap outside it, and when something in it is chosen", async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole("button", { name: "Menu" });
    await user.click(button);
    await user.click(screen.getByText("Page"));
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    await user.click(screen.getByRole("button", { name: "NG" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
