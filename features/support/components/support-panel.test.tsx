import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import { mockServer } from "@/tests/msw/node";
import { SupportPanel } from "./support-panel";

const hoursAgo = (hours: number) => new Date(TEST_NOW.getTime() - hours * 3_600_000).toISOString();

afterEach(() => {
  Cookies.remove("token");
  Cookies.remove("refreshToken");
});
const signIn = () => {
  Cookies.set("token", "mock-access-token");
  Cookies.set("refreshToken", "mock-refresh-token");
};

describe("the support widget's panel (decision 0811)", () => {
  it("shows a signed-out visitor today's contact form", async () => {
    renderWithProviders(<SupportPanel page="/therapists" />);
    expect(
      await screen.findByText(
        "Write to our support team. We reply by email within one working day.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Send message" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Your message" })).toBeNull();
  });

  it("chats when signed in and support is online: the conversation, then the line sent", async () => {
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<SupportPanel page="/overview" />);
    expect(await screen.findByText(/^Support is online\./)).toBeVisible();
    const lines = screen.getByRole("list", { name: "Your conversation with support" });
    expect(lines).toHaveTextContent("My top-up has not arrived.");
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "Any news?{Enter}");
    await waitFor(() => expect(lines).toHaveTextContent("Any news?"));
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
  });

  it("says no one is online and keeps the form, with the conversation above it", async () => {
    signIn();
    mockServer.use(
      http.get("*/api/support/chat", () =>
        HttpResponse.json({
          data: {
            signedIn: true,
            staffOnline: false,
            conversation: {
              identifier: "8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d",
              status: "open",
              createdAt: hoursAgo(26),
            },
            messages: [
              {
                identifier: "9b0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e",
                fromStaff: true,
                authorName: null,
                text: "We refunded the second charge.",
                createdAt: hoursAgo(25),
              },
            ],
          },
        }),
      ),
    );
    renderWithProviders(<SupportPanel page="/overview" />);
    expect(await screen.findByText(/^No one from support is online right now\./)).toBeVisible();
    expect(screen.getByText("We refunded the second charge.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Send message" })).toBeVisible();
  });
});
