import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { resetEmailPreferencesMock } from "@/tests/msw/handlers/accounts";
import { mockServer } from "@/tests/msw/node";
import { EmailPreferencesSection } from "./email-preferences";

beforeEach(() => {
  resetEmailPreferencesMock();
  Cookies.set("token", "mock-access-token");
});

it("turns session reminders off and keeps it so", async () => {
  const user = userEvent.setup();
  const view = renderWithProviders(<EmailPreferencesSection />);
  const reminders = await screen.findByRole("checkbox", { name: /Session reminders/ });
  await waitEnabled(reminders);
  expect(reminders).toBeChecked();
  await user.click(reminders);
  expect(await screen.findByText("Email settings saved")).toBeInTheDocument();
  expect(reminders).not.toBeChecked();
  expect(screen.getByRole("checkbox", { name: /Unread messages/ })).toBeChecked();
  view.unmount();

  renderWithProviders(<EmailPreferencesSection />);
  const again = await screen.findByRole("checkbox", { name: /Session reminders/ });
  await waitEnabled(again);
  expect(again).not.toBeChecked();
});

it("says so when a choice could not be saved, and shows what is stored", async () => {
  mockServer.use(
    http.put("*/api/user/email-preferences", () =>
      HttpResponse.json({ message: "Something went wrong on our side." }, { status: 500 }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<EmailPreferencesSection />);
  const messages = await screen.findByRole("checkbox", { name: /Unread messages/ });
  await waitEnabled(messages);
  await user.click(messages);
  expect(await screen.findByText("Something went wrong on our side.")).toBeInTheDocument();
  // It went back to what is stored.
  await waitFor(() => expect(messages).toBeChecked());
});

/** The fieldset is disabled until the stored choices have loaded. */
const waitEnabled = (element: HTMLElement) => waitFor(() => expect(element).toBeEnabled());
