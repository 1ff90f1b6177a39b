import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { MOCK_MFA_TOKEN, resetMfaMock } from "@/tests/msw/handlers/accounts";
import { mockServer } from "@/tests/msw/node";
import { navigation } from "@/tests/setup/navigation";
import { LoginForm } from "./login-form";

// Issue 67: "Continue with Google" and "Continue with Apple" belong to the first step only.
beforeEach(() => {
  resetMfaMock(true);
  Cookies.remove("token");
  navigation.searchParams = new URLSearchParams();
  vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
});
afterEach(() => {
  resetMfaMock();
  vi.unstubAllGlobals();
});

const google = () => screen.queryByRole("button", { name: "Continue with Google" });
const apple = () => screen.queryByRole("button", { name: "Continue with Apple" });

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Email"), "chioma.eze@demo.therapy");
  await user.type(screen.getByLabelText("Password"), "demo-pass-1");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

it("offers the configured providers beside the password, not on the code step, and again after starting over", async () => {
  const user = userEvent.setup();
  renderWithProviders(<LoginForm locale="en" socialProviders={["google", "apple"]} />);
  expect(google()).toBeVisible();
  expect(apple()).toBeVisible();

  await password(user);
  expect(await screen.findByRole("heading", { name: "Enter your code" })).toBeVisible();
  expect(google()).toBeNull();
  expect(apple()).toBeNull();

  await user.click(screen.getByRole("button", { name: "Sign in again" }));
  expect(screen.getByLabelText("Password")).toBeVisible();
  expect(google()).toBeVisible();
});

it("shows no provider on the passkey step either", async () => {
  mockServer.use(
    http.post("*/user/login", () =>
      HttpResponse.json({
        data: { mfaRequired: true, mfaToken: MOCK_MFA_TOKEN, methods: ["passkey"] },
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<LoginForm locale="en" socialProviders={["google"]} />);
  expect(google()).toBeVisible();
  await password(user);
  expect(await screen.findByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  expect(screen.getByRole("button", { name: "Use a passkey" })).toBeVisible();
  expect(google()).toBeNull();
});

it("shows no provider the server has not configured", async () => {
  renderWithProviders(<LoginForm locale="en" socialProviders={["apple"]} />);
  expect(await screen.findByLabelText("Email")).toBeVisible();
  expect(apple()).toBeVisible();
  expect(google()).toBeNull();
});
