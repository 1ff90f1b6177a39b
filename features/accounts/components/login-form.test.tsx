import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { markSessionEnded, sessionWasEnded } from "@/lib/api/login-redirect";
import { renderWithProviders } from "@/tests/helpers/render";
import { navigation } from "@/tests/setup/navigation";
import { LoginForm } from "./login-form";

beforeEach(() => {
  navigation.searchParams = new URLSearchParams("redirect=%2Fwallet%2F");
  // Signing in ends with a full load of the next page.
  vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

it("says the session has ended when the server ended it, until the person signs in", async () => {
  markSessionEnded();
  const first = renderWithProviders(<LoginForm locale="de" />, { locale: "de" });
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.",
  );
  first.unmount();
  renderWithProviders(<LoginForm locale="en" />);
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Your session has ended. Please sign in again.",
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "chioma.eze@demo.therapy");
  await user.type(screen.getByLabelText("Password"), "demo-pass-1");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  await waitFor(() => expect(window.location.assign).toHaveBeenCalled());
  expect(sessionWasEnded()).toBe(false);
});

it("says nothing to someone who came to sign in", async () => {
  renderWithProviders(<LoginForm locale="en" />);
  expect(await screen.findByLabelText("Email")).toBeVisible();
  expect(screen.queryByText(/Your session has ended/)).toBeNull();
});

it("signing in keeps the page's language in the X-Language cookie (spec section 4)", async () => {
  document.documentElement.lang = "de";
  renderWithProviders(<LoginForm locale="de" />, { locale: "de" });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("E-Mail-Adresse"), "chioma.eze@demo.therapy");
  await user.type(screen.getByLabelText("Passwort"), "demo-pass-1");
  await user.click(screen.getByRole("button", { name: "Anmelden" }));
  await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith("/wallet/"));
  expect(Cookies.get("X-Language")).toBe("de");
  document.documentElement.lang = "en";
});

async function signInAsDemoClient() {
  renderWithProviders(<LoginForm locale="en" />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "chioma.eze@demo.therapy");
  await user.type(screen.getByLabelText("Password"), "demo-pass-1");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  await waitFor(() => expect(window.location.assign).toHaveBeenCalled());
}

it("signing in makes the account's country the visitor's, over the geo header", async () => {
  Cookies.set("X-CountryCode", "DE");
  await signInAsDemoClient();
  expect(Cookies.get("X-CountryCode")).toBe("NG");
  expect(Cookies.get("countryChosen")).toBe("account");
});

it("signing in replaces the country an earlier account left", async () => {
  Cookies.set("X-CountryCode", "DE");
  Cookies.set("countryChosen", "account");
  await signInAsDemoClient();
  expect(Cookies.get("X-CountryCode")).toBe("NG");
});

it("signing in keeps a country the visitor chose in this browser", async () => {
  Cookies.set("X-CountryCode", "GB");
  Cookies.set("countryChosen", "1");
  await signInAsDemoClient();
  expect(Cookies.get("X-CountryCode")).toBe("GB");
});
