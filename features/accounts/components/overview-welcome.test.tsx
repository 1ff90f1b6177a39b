import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, expect, it } from "vitest";
import { renderAnswered, renderWithProviders } from "@/tests/helpers/render";
import { userInfo } from "@/tests/msw/fixtures/accounts";
import { mockServer } from "@/tests/msw/node";
import { OverviewWelcome } from "./overview-welcome";

beforeEach(() => {
  Cookies.set("token", "mock-access-token");
});

const asTherapist = (mfaEnabled: boolean) =>
  mockServer.use(
    http.get("*/user/info", () =>
      HttpResponse.json({ data: { ...userInfo(), userType: "provider", mfaEnabled } }),
    ),
  );

it("reminds a therapist without a second factor to set one up, with a link to it", async () => {
  asTherapist(false);
  renderWithProviders(<OverviewWelcome />);
  expect(
    await screen.findByText("Protect your clients' notes: turn on two-step sign-in."),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Set it up" })).toHaveAttribute(
    "href",
    expect.stringContaining("/account/security"),
  );
});

it("does not remind a therapist who has one, nor a client", async () => {
  asTherapist(true);
  const first = await renderAnswered(<OverviewWelcome />, "/api/user/info");
  expect(screen.getByRole("heading", { level: 1 })).toBeVisible();
  expect(screen.queryByText(/turn on two-step sign-in/)).toBeNull();
  first.unmount();
  // The mocked person is a client without a second factor.
  mockServer.resetHandlers();
  await renderAnswered(<OverviewWelcome />, "/api/user/info");
  expect(screen.getByRole("heading", { level: 1 })).toBeVisible();
  expect(screen.queryByText(/turn on two-step sign-in/)).toBeNull();
});
