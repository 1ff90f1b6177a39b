import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { passkeyState, resetMfaMock, resetPasskeysMock } from "@/tests/msw/handlers/accounts";
import { navigation } from "@/tests/setup/navigation";
import { AccountSecurity } from "./account-security";
import { LoginForm } from "./login-form";

// jsdom has no WebAuthn: the browser library answers as an authenticator would, with the
// challenge it was given (the mock checks that), or as a dialog the person closed.
const CREDENTIAL_ID = "bW9jay1wYXNza2V5LWlk";
const cancelled = { value: false };
const clientData = (type: string, challenge: string) =>
  btoa(JSON.stringify({ type, challenge, origin: "http://localhost" }))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const refuseIfCancelled = () => {
  if (cancelled.value)
    throw Object.assign(new Error("The operation either timed out or was not allowed."), {
      name: "NotAllowedError",
    });
};
vi.mock("@simplewebauthn/browser", () => ({
  startRegistration: async ({ optionsJSON }: { optionsJSON: { challenge: string } }) => {
    refuseIfCancelled();
    return {
      id: CREDENTIAL_ID,
      rawId: CREDENTIAL_ID,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData("webauthn.create", optionsJSON.challenge),
        attestationObject: "o2NmbXRkbm9uZQ",
        transports: ["internal"],
      },
    };
  },
  startAuthentication: async ({ optionsJSON }: { optionsJSON: { challenge: string } }) => {
    refuseIfCancelled();
    return {
      id: CREDENTIAL_ID,
      rawId: CREDENTIAL_ID,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData("webauthn.get", optionsJSON.challenge),
        authenticatorData: "AAAA",
        signature: "AAAA",
      },
    };
  },
}));

const savedPasskey = {
  identifier: "00000000-0000-4000-8000-00000000a001",
  name: "Old phone",
  // Added four weeks ago, whatever day the tests run.
  createdAt: new Date(Date.now() - 28 * 86_400_000).toISOString(),
  lastUsedAt: null,
  credentialId: CREDENTIAL_ID,
};

beforeEach(() => {
  cancelled.value = false;
  resetMfaMock();
  resetPasskeysMock();
});
afterEach(() => {
  resetMfaMock();
  resetPasskeysMock();
  vi.unstubAllGlobals();
});

const section = async () =>
  within((await screen.findByRole("heading", { name: "Passkeys" })).closest("section")!);

it("adds a named passkey, lists it, and removes it", async () => {
  Cookies.set("token", "mock-access-token");
  const user = userEvent.setup();
  renderWithProviders(<AccountSecurity locale="en" />);
  const passkeys = await section();
  expect(await passkeys.findByText("You have not added a passkey yet.")).toBeVisible();

  await user.click(passkeys.getByRole("button", { name: "Add a passkey" }));
  expect(await passkeys.findByText("Give the passkey a name")).toBeVisible();
  expect(passkeyState().passkeys).toEqual([]);

  await user.type(passkeys.getByLabelText("Name of the new passkey"), "Work laptop");
  await user.click(passkeys.getByRole("button", { name: "Add a passkey" }));
  const list = await passkeys.findByRole("list", { name: "Passkeys" });
  expect(within(list).getByText("Work laptop")).toBeVisible();
  expect(within(list).getByText("Not used yet")).toBeVisible();
  expect(passkeys.getByLabelText("Name of the new passkey")).toHaveValue("");

  await user.click(passkeys.getByRole("button", { name: "Remove the passkey Work laptop" }));
  expect(await passkeys.findByText("You have not added a passkey yet.")).toBeVisible();
});

it("says so when the browser's dialog was closed, and adds nothing", async () => {
  Cookies.set("token", "mock-access-token");
  cancelled.value = true;
  const user = userEvent.setup();
  renderWithProviders(<AccountSecurity locale="de" />, { locale: "de" });
  const passkeys = within(
    (await screen.findByRole("heading", { name: "Passkeys" })).closest("section")!,
  );
  await user.type(passkeys.getByLabelText("Name des neuen Passkeys"), "Telefon");
  await user.click(passkeys.getByRole("button", { name: "Passkey hinzufügen" }));
  expect(
    await screen.findByText(
      "Es wurde kein Passkey verwendet. Die Anfrage wurde abgebrochen oder ist abgelaufen.",
    ),
  ).toBeVisible();
  expect(passkeyState().passkeys).toEqual([]);
});

it("signs in with a passkey alone from the sign-in page", async () => {
  resetPasskeysMock([savedPasskey]);
  Cookies.remove("token");
  navigation.searchParams = new URLSearchParams("redirect=%2Fwallet%2F");
  vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
  const user = userEvent.setup();
  renderWithProviders(<LoginForm locale="en" />);
  await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
  await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith("/wallet/"));
  expect(Cookies.get("token")).toBe("mock-access-token");
});

it("tells a passkey the mock does not know apart from a signed-in one", async () => {
  Cookies.remove("token");
  vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
  const user = userEvent.setup();
  renderWithProviders(<LoginForm locale="en" />);
  await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
  expect(
    await screen.findByText(
      "This passkey was not accepted. Please try again or sign in another way.",
    ),
  ).toBeVisible();
  expect(window.location.assign).not.toHaveBeenCalled();
});

it("finishes a password sign-in with a passkey when that is the account's second factor", async () => {
  resetPasskeysMock([savedPasskey]);
  Cookies.remove("token");
  navigation.searchParams = new URLSearchParams();
  vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
  const user = userEvent.setup();
  renderWithProviders(<LoginForm locale="en" />);
  await user.type(screen.getByLabelText("Email"), "chioma.eze@demo.therapy");
  await user.type(screen.getByLabelText("Password"), "demo-pass-1");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  expect(await screen.findByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  // No code field: this account has no app.
  expect(screen.queryByLabelText("Code")).toBeNull();
  expect(Cookies.get("token")).toBeUndefined();
  await user.click(screen.getByRole("button", { name: "Use a passkey" }));
  await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith("/overview/"));
});
