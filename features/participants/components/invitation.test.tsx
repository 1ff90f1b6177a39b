import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { beforeEach, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { Invitation } from "./invitation";

beforeEach(() => {
  // The mocked client, to whom no invitation was sent.
  Cookies.set("token", "mock-access-token");
});

it("tells someone signed in with another account that the invitation is not theirs, and offers to switch", async () => {
  renderWithProviders(<Invitation id="00000000-0000-4000-8000-00000000aaaa" />, { locale: "de" });
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Diese Einladung gilt nicht für das Konto, mit dem Sie angemeldet sind.",
  );
  expect(screen.getByRole("heading", { level: 1, name: "Einladung zur Sitzung" })).toBeVisible();
  expect(screen.getByRole("button", { name: "Mit einem anderen Konto anmelden" })).toBeEnabled();
});
