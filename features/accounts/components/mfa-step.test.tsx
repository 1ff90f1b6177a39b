import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { MOCK_RECOVERY_CODES, MOCK_TOTP_CODE, resetMfaMock } from "@/tests/msw/handlers/accounts";
import { mockServer } from "@/tests/msw/node";
import { navigation } from "@/tests/setup/navigation";
import { LoginForm } from "./login-form";

beforeEach(() => {
  resetMfaMock(true);
  Cookies.remove("token");
  navigation.searchParams = new URLSearchParams("redirect=%2Fwallet%2F");
  vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
});
afterEach(() => {
  resetMfaMock();
  vi.unstubAllGlobals();
});

async function passwordStep(locale: "en" | "de" = "en") {
  const user = userEvent.setup();
  renderWithProviders(<LoginForm locale={locale} />, { locale });
  const de = locale === "de";
  await user.type(
    screen.getByLabelText(de ? "E-Mail-Adresse" : "Email"),
    "chioma.eze@demo.therapy",
  );
  await user.type(screen.getByLabelText(de ? "Passwort" : "Password"), "demo-pass-1");
  await user.click(screen.getByRole("button", { name: de ? "Anmelden" : "Sign in" }));
  return user;
}

it("asks for the app's code after the password, refuses a wrong one and signs in with the right one", async () => {
  const user = await passwordStep();
  expect(await screen.findByRole("heading", { name: "Enter your code" })).toBeVisible();
  // No session yet: nothing was stored for the password alone.
  expect(Cookies.get("token")).toBeUndefined();
  expect(window.location.assign).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText("Code"), "000000");
  await user.click(screen.getByRole("button", { name: "Verify" }));
  expect(
    await screen.findByText("The code is not right. Please check it and try again."),
  ).toBeVisible();

  await user.clear(screen.getByLabelText("Code"));
  await user.type(screen.getByLabelText("Code"), MOCK_TOTP_CODE);
  await user.click(screen.getByRole("button", { name: "Verify" }));
  // Where the person was going before signing in.
  await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith("/wallet/"));
  expect(Cookies.get("token")).toBe("mock-access-token");
});

it("takes a recovery code instead, in German", async () => {
  const user = await passwordStep("de");
  await user.click(
    await screen.findByRole("button", { name: "Einen Wiederherstellungscode verwenden" }),
  );
  await user.type(
    screen.getByLabelText("Wiederherstellungscode"),
    MOCK_RECOVERY_CODES[0]!.toLowerCase(),
  );
  await user.click(screen.getByRole("button", { name: "Bestätigen" }));
  await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith("/wallet/"));
});

it("goes back to the password, keeping the email, when the sign-in expired", async () => {
  mockServer.use(
    http.post("*/user/login/mfa", () =>
      HttpResponse.json(
        {
          code: "MFA_TOKEN_INVALID",
          message: "This sign-in has expired. Please sign in again with your password.",
        },
        { status: 401 },
      ),
    ),
  );
  const user = await passwordStep();
  await user.type(await screen.findByLabelText("Code"), MOCK_TOTP_CODE);
  await user.click(screen.getByRole("button", { name: "Verify" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "This sign-in has expired. Please sign in again with your password.",
  );
  await user.click(screen.getByRole("button", { name: "Sign in again" }));
  expect(screen.getByLabelText("Email")).toHaveValue("chioma.eze@demo.therapy");
  expect(screen.getByLabelText("Password")).toHaveValue("");
  expect(window.location.assign).not.toHaveBeenCalled();
});
