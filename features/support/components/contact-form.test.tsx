import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockServer } from "@/tests/msw/node";
import { ContactForm } from "./contact-form";

afterEach(() => {
  Cookies.remove("token");
  Cookies.remove("refreshToken");
});

async function fill(user: ReturnType<typeof userEvent.setup>, phone = "") {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Obi");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  if (phone) await user.type(screen.getByLabelText("Phone (optional)"), phone);
  await user.type(screen.getByLabelText("Message"), "Where is my receipt?");
}

describe("the contact form", () => {
  it("says what each required field needs, in the spec's words, before sending anything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm page="/contact" />);
    await user.type(screen.getByLabelText("Phone (optional)"), "0123 4567");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("First name is required")).toBeVisible();
    expect(screen.getByText("Last name is required")).toBeVisible();
    expect(screen.getByText("Email is required")).toBeVisible();
    expect(screen.getByText("Message is required")).toBeVisible();
    expect(screen.getByText("Use only digits and ( ) + -")).toBeVisible();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends, thanks the sender by name, and offers another message", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm page="/contact" />);
    await fill(user, "+44(20)7946-0958");
    expect(screen.getByText("20/2000")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message sent")).toBeVisible();
    expect(
      screen.getByText(
        "Thank you, Ada. We have your message and will reply to ada@example.com within one working day.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Write another message" }));
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("keeps everything typed when sending fails, and says why", async () => {
    mockServer.use(
      http.post("*/api/support/contact", () =>
        HttpResponse.json(
          { message: "Too many attempts. Please try again in 60 minutes.", code: "RATE_LIMITED" },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm page="/contact" />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please try again in 60 minutes.",
    );
    expect(screen.getByLabelText("Message")).toHaveValue("Where is my receipt?");
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
  });

  it("fills in a signed-in person's name and email", async () => {
    Cookies.set("token", "mock-access-token");
    Cookies.set("refreshToken", "mock-refresh-token");
    renderWithProviders(<ContactForm page="/overview" compact />);
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveValue("chioma.eze@demo.therapy"),
    );
    expect(screen.getByLabelText("First name")).toHaveValue("Chioma");
    expect(screen.getByLabelText("Last name")).toHaveValue("Eze");
  });

  it("is worded in German", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm page="/contact" />, { locale: "de" });
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(await screen.findByText("Vorname ist erforderlich")).toBeVisible();
    expect(screen.getByText("Nachricht ist erforderlich")).toBeVisible();
  });
});
