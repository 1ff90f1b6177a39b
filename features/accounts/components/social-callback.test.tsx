import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { authAnswer, demoClient } from "@/tests/msw/fixtures/accounts";
import { mockServer } from "@/tests/msw/node";
import { SocialButtons } from "./social-buttons";
import { SocialCallback } from "./social-callback";

// The mocked API has no provider configured (as a fresh clone); these answer as one that has.
beforeEach(() => {
  Cookies.remove("token");
  vi.stubGlobal("location", {
    ...window.location,
    href: "http://localhost/auth/callback/google/?code=c&state=s",
    assign: vi.fn(),
  });
});
afterEach(() => vi.unstubAllGlobals());

it("shows no button without a configured provider, and goes to the provider with one", async () => {
  mockServer.use(
    http.post("*/api/user/social/google/start", () =>
      HttpResponse.json({ data: { url: "https://accounts.example/authorize?state=s" } }),
    ),
  );
  const { unmount } = renderWithProviders(<SocialButtons providers={[]} />);
  expect(screen.queryByRole("button")).toBeNull();
  unmount();
  const user = userEvent.setup();
  renderWithProviders(<SocialButtons providers={["google"]} />, { locale: "de" });
  await user.click(screen.getByRole("button", { name: "Weiter mit Google" }));
  await waitFor(() =>
    expect(window.location.assign).toHaveBeenCalledWith(
      "https://accounts.example/authorize?state=s",
    ),
  );
});

it("links the provider to the account with its email by that account's password, then signs in", async () => {
  let linked: unknown;
  mockServer.use(
    http.post("*/api/user/social/google/callback", () =>
      HttpResponse.json({
        data: { linkRequired: true, linkToken: "link-token", email: demoClient.email },
      }),
    ),
    http.post("*/api/user/social/link", async ({ request }) => {
      linked = await request.json();
      return HttpResponse.json({ data: authAnswer() });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<SocialCallback provider="google" locale="en" />);
  expect(await screen.findByRole("heading", { name: "Link your account" })).toBeVisible();
  expect(screen.getByText(new RegExp(demoClient.email))).toBeVisible();
  await user.type(screen.getByLabelText("Password"), demoClient.password);
  await user.click(screen.getByRole("button", { name: "Link and sign in" }));
  await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith("/overview/"));
  expect(linked).toEqual({ linkToken: "link-token", password: demoClient.password });
  expect(Cookies.get("token")).toBe("mock-access-token");
});

it("says a refused callback in words, with the way back to sign in", async () => {
  mockServer.use(
    http.post("*/api/user/social/google/callback", () =>
      HttpResponse.json(
        {
          code: "SOCIAL_STATE_INVALID",
          message: "This sign-in has expired or was already used. Please start again.",
        },
        { status: 400 },
      ),
    ),
  );
  renderWithProviders(<SocialCallback provider="google" locale="en" />);
  expect(
    await screen.findByText("This sign-in has expired or was already used. Please start again."),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Back to sign in" })).toBeVisible();
});
