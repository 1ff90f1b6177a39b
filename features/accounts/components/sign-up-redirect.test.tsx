import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockServer } from "@/tests/msw/node";
import { renderWithProviders } from "@/tests/helpers/render";
import { navigation } from "@/tests/setup/navigation";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { VerifyEmail } from "./verify-email";

const BOOKING = "/therapists/7f0c/book/";

beforeEach(() => {
  mockServer.use(
    http.post("*/api/user/register", () =>
      HttpResponse.json(
        {
          data: { identifier: "u1", email: "ada@example.com", userType: "client", message: "ok" },
        },
        { status: 201 },
      ),
    ),
    http.post("*/api/user/register/verify", () =>
      HttpResponse.json({ data: { message: "Your email is verified" } }),
    ),
  );
});

async function signUp() {
  const user = userEvent.setup();
  renderWithProviders(<RegisterForm userType="client" />);
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Obi");
  await user.type(
    screen.getByLabelText("Email", { selector: "input[name=email]" }),
    "ada@example.com",
  );
  await user.type(screen.getByLabelText("Confirm email"), "ada@example.com");
  await user.type(screen.getByLabelText("Phone number"), "08012345678");
  await waitFor(() => expect(screen.getAllByRole("option").length).toBeGreaterThan(1));
  await user.selectOptions(screen.getByLabelText("Country"), "Nigeria");
  await user.type(screen.getByLabelText("Password", { selector: "input[name=password]" }), "abcd");
  await user.type(screen.getByLabelText("Confirm password"), "abcd");
  await user.click(screen.getByLabelText(/I accept/));
  await user.click(screen.getByRole("button", { name: "Create account" }));
  await screen.findByRole("heading", { name: "Check your email" });
}

/** The verification link opened later (the sign-up page long closed). */
async function verifiedSignInLink() {
  cleanup();
  navigation.searchParams = new URLSearchParams("token=abc");
  renderWithProviders(<VerifyEmail />);
  await screen.findByText("Your email is verified");
  return screen.getByRole("link", { name: "Sign in" }).getAttribute("href");
}

describe("signing up on the way to a page", () => {
  it("leads the first sign-in to the page the person was going to", async () => {
    navigation.searchParams = new URLSearchParams(`redirect=${encodeURIComponent(BOOKING)}`);
    renderWithProviders(<LoginForm locale="en" />);
    expect(screen.getByRole("link", { name: "Create account" })).toHaveAttribute(
      "href",
      `/register?redirect=${encodeURIComponent(BOOKING)}`,
    );

    cleanup();
    await signUp();
    expect(await verifiedSignInLink()).toBe(`/login?redirect=${encodeURIComponent(BOOKING)}`);
  });

  it("keeps no redirect that leaves the site, and none when there was none", async () => {
    navigation.searchParams = new URLSearchParams("redirect=//evil.example/");
    await signUp();
    expect(await verifiedSignInLink()).toBe("/login");
  });

  it("leads back from a verify link opened on another device, which carries the page itself", async () => {
    window.localStorage.clear();
    navigation.searchParams = new URLSearchParams(
      `token=abc&redirect=${encodeURIComponent(BOOKING)}`,
    );
    renderWithProviders(<VerifyEmail />);
    await screen.findByText("Your email is verified");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(BOOKING)}`,
    );
    cleanup();
    navigation.searchParams = new URLSearchParams("token=abc&redirect=//evil.example/");
    renderWithProviders(<VerifyEmail />);
    await screen.findByText("Your email is verified");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });
});
