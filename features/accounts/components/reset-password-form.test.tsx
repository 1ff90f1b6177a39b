import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, expect, it } from "vitest";
import { http } from "msw";
import { ErrorCode } from "@/lib/api/error-codes";
import { renderWithProviders } from "@/tests/helpers/render";
import { apiError } from "@/tests/msw/handlers/errors";
import { apiPath } from "@/tests/msw/handlers/lang";
import { mockServer } from "@/tests/msw/node";
import { navigation } from "@/tests/setup/navigation";
import { MOCK_RESTORE_EMAIL_TOKEN, resetRestoreEmailMock } from "@/tests/msw/handlers/accounts";
import { ResetPasswordForm } from "./reset-password-form";

beforeEach(() => {
  resetRestoreEmailMock();
  // The link works without signing in.
  Cookies.remove("token");
  document.documentElement.lang = "en";
  navigation.searchParams = new URLSearchParams({ token: MOCK_RESTORE_EMAIL_TOKEN });
});

async function choose(password: string, confirm = password, submit = "Restore my email address") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm password"), confirm);
  await user.click(screen.getByRole("button", { name: submit }));
}

it("undoes an email change with a new password, then offers to sign in", async () => {
  renderWithProviders(<ResetPasswordForm kind="restoreEmail" />);
  await choose("taken-back-1");
  expect(
    await screen.findByText(
      "Your email address is back and your new password is set. Every device was signed out: sign in again.",
    ),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
});

it("keeps what was typed and says why when the passwords differ", async () => {
  renderWithProviders(<ResetPasswordForm kind="restoreEmail" />);
  await choose("taken-back-1", "taken-back-2");
  expect(await screen.findByText("Passwords must match")).toBeVisible();
  expect(screen.getByLabelText("New password")).toHaveValue("taken-back-1");
  expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
});

it("a link without its token points to the contact page, in German", async () => {
  navigation.searchParams = new URLSearchParams();
  renderWithProviders(<ResetPasswordForm kind="restoreEmail" />, { locale: "de" });
  expect(screen.getByRole("alert")).toHaveTextContent("Kontakt");
  expect(screen.getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/de/contact");
});

it("a made-up or used link says it does not work, in place of the form, and where to turn", async () => {
  navigation.searchParams = new URLSearchParams({ token: "made-up" });
  renderWithProviders(<ResetPasswordForm kind="restoreEmail" />);
  await choose("taken-back-1");
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "This link is invalid or has expired. Contact us",
  );
  expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  expect(screen.queryByLabelText("New password")).toBeNull();
  expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
});

it("a reset link that ran out offers a new one instead of its form", async () => {
  navigation.searchParams = new URLSearchParams({ token: "ran-out" });
  mockServer.use(
    http.post(apiPath("/user/password-reset"), ({ request }) =>
      apiError(request, ErrorCode.INVALID_LINK),
    ),
  );
  renderWithProviders(<ResetPasswordForm />);
  await choose("second-pass-2", "second-pass-2", "Set new password");
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "This link is invalid or has expired. Request a new link",
  );
  expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
});
