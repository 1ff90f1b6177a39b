import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import {
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_CODE,
  MOCK_TOTP_SECRET,
  mfaState,
  resetMfaMock,
} from "@/tests/msw/handlers/accounts";
import { AccountSecurity } from "./account-security";

beforeEach(() => {
  resetMfaMock();
  Cookies.set("token", "mock-access-token");
});
afterEach(() => resetMfaMock());

const section = async () =>
  within((await screen.findByRole("heading", { name: "Two-step sign-in" })).closest("section")!);

it("sets an app up with the QR code and key, shows the recovery codes once, then says it is on", async () => {
  const user = userEvent.setup();
  renderWithProviders(<AccountSecurity locale="en" />);
  const mfa = await section();
  expect(mfa.getByText("Off")).toBeVisible();
  await user.click(mfa.getByRole("button", { name: "Set up an authenticator app" }));

  expect(
    await mfa.findByRole("img", { name: "QR code for your authenticator app" }),
  ).toHaveAttribute("src", expect.stringMatching(/^data:image\/svg\+xml/));
  expect(mfa.getByTestId("totp-secret").textContent!.replace(/\s/g, "")).toBe(MOCK_TOTP_SECRET);

  await user.type(mfa.getByLabelText("Code from the app"), "999999");
  await user.click(mfa.getByRole("button", { name: "Turn on" }));
  expect(
    await mfa.findByText("The code is not right. Please check it and try again."),
  ).toBeVisible();
  await user.clear(mfa.getByLabelText("Code from the app"));
  await user.type(mfa.getByLabelText("Code from the app"), MOCK_TOTP_CODE);
  await user.click(mfa.getByRole("button", { name: "Turn on" }));

  const codes = within(await mfa.findByRole("region", { name: "Your recovery codes" }));
  expect(codes.getAllByRole("listitem").map((li) => li.textContent)).toEqual(MOCK_RECOVERY_CODES);
  expect(mfaState().on).toBe(true);
  await user.click(codes.getByRole("button", { name: "I have saved them" }));
  // Shown once: gone from the page, which now says it is on.
  expect(screen.queryByText(MOCK_RECOVERY_CODES[0]!)).toBeNull();
  await waitFor(() => expect(mfa.getByText("On")).toBeVisible());
  expect(mfa.getByRole("button", { name: "Turn off" })).toBeVisible();
});

it("turns it off with the password, and says a wrong one is wrong", async () => {
  resetMfaMock(true);
  const user = userEvent.setup();
  renderWithProviders(<AccountSecurity locale="en" />);
  const mfa = await section();
  await waitFor(() => expect(mfa.getByText("On")).toBeVisible());
  await user.click(mfa.getByRole("button", { name: "Turn off" }));
  await user.click(mfa.getByRole("button", { name: "Use my password instead" }));
  await user.type(mfa.getByLabelText("Current password"), "wrong-pass");
  await user.click(mfa.getByRole("button", { name: "Turn off two-step sign-in" }));
  expect(await mfa.findByText("The current password is incorrect.")).toBeVisible();
  await user.clear(mfa.getByLabelText("Current password"));
  await user.type(mfa.getByLabelText("Current password"), "demo-pass-1");
  await user.click(mfa.getByRole("button", { name: "Turn off two-step sign-in" }));
  expect(await screen.findByText("Two-step sign-in is off.")).toBeInTheDocument();
  await waitFor(() => expect(mfa.getByText("Off")).toBeVisible());
  expect(mfaState().on).toBe(false);
});
