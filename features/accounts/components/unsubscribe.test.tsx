import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import {
  emailPreferences,
  mockUnsubscribeToken,
  resetEmailPreferencesMock,
} from "@/tests/msw/handlers/accounts";
import { Unsubscribe } from "./unsubscribe";

beforeEach(() => {
  resetEmailPreferencesMock();
  // The link works without signing in.
  Cookies.remove("token");
  document.documentElement.lang = "en";
});

it("asks first, then turns only that email off", async () => {
  const user = userEvent.setup();
  renderWithProviders(<Unsubscribe token={mockUnsubscribeToken("sessionReminders")} />);
  expect(await screen.findByText(/^Stop the session reminders\?/)).toBeVisible();
  expect(emailPreferences().sessionReminders).toBe(true);
  await user.click(screen.getByRole("button", { name: "Turn them off" }));
  expect(await screen.findByRole("status")).toHaveTextContent(
    "You will no longer get session reminders by email.",
  );
  expect(emailPreferences()).toEqual({ sessionReminders: false, unreadMessages: true });
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.getByRole("link", { name: "your email settings" })).toHaveAttribute(
    "href",
    "/account/security#email-preferences-heading",
  );
});

it("says when the email is already off, in German", async () => {
  resetEmailPreferencesMock({ sessionReminders: true, unreadMessages: false });
  renderWithProviders(<Unsubscribe token={mockUnsubscribeToken("unreadMessages")} />, {
    locale: "de",
  });
  expect(
    await screen.findByText("E-Mails zu ungelesenen Nachrichten sind bereits abbestellt."),
  ).toBeVisible();
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.getByRole("link", { name: "Ihren E-Mail-Einstellungen" })).toBeVisible();
});

it("explains a link that does not work, and where to choose instead", async () => {
  renderWithProviders(<Unsubscribe token="someone-else.sessionReminders.forged" />);
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "This link is invalid or has expired.",
  );
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.getByRole("link", { name: "your email settings" })).toBeVisible();
  expect(emailPreferences()).toEqual({ sessionReminders: true, unreadMessages: true });
});
