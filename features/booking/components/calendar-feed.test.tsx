import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { resetCalendarFeedMock } from "@/tests/msw/handlers/calendar-feed";
import { CalendarFeedPanel } from "./calendar-feed";

beforeEach(() => {
  resetCalendarFeedMock();
  Cookies.set("token", "mock-access-token");
});

it("makes a calendar link, shows it once, and turns it off", async () => {
  const user = userEvent.setup();
  const view = renderWithProviders(<CalendarFeedPanel />);
  await user.click(await screen.findByRole("button", { name: "Create a calendar link" }));

  const url = ((await screen.findByLabelText("Your calendar link")) as HTMLInputElement).value;
  expect(url).toMatch(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
  expect(screen.getByRole("link", { name: "Open in my calendar app" })).toHaveAttribute(
    "href",
    url.replace(/^http:/, "webcal:"),
  );
  expect(screen.getByText(/Anyone with this link can see/)).toBeInTheDocument();
  view.unmount();

  // Opened again, the link is on but not shown: only its hash is kept.
  renderWithProviders(<CalendarFeedPanel />);
  expect(await screen.findByText(/Your calendar link has been on since/)).toBeInTheDocument();
  expect(screen.queryByLabelText("Your calendar link")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Replace link" }));
  const replaced = await screen.findByLabelText("Your calendar link");
  expect((replaced as HTMLInputElement).value).not.toBe(url);

  await user.click(screen.getByRole("button", { name: "Turn off" }));
  expect(await screen.findByRole("button", { name: "Create a calendar link" })).toBeInTheDocument();
  expect(screen.queryByLabelText("Your calendar link")).not.toBeInTheDocument();
  expect(document.querySelector("[data-rht-toaster]")).toHaveTextContent(
    "Your calendar link is off.",
  );
});
