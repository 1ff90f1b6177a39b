import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { mockServer } from "@/tests/msw/node";
import { renderWithProviders } from "@/tests/helpers/render";
import { RegisterForm } from "./register-form";

async function fillValid(user: ReturnType<typeof userEvent.setup>, locale: "en" | "de" = "en") {
  const l =
    locale === "en"
      ? {
          first: "First name",
          last: "Last name",
          email: "Email",
          confirm: "Confirm email",
          phone: "Phone number",
          country: "Country",
          pass: "Password",
          confirmPass: "Confirm password",
        }
      : {
          first: "Vorname",
          last: "Nachname",
          email: "E-Mail-Adresse",
          confirm: "E-Mail-Adresse bestätigen",
          phone: "Telefonnummer",
          country: "Land",
          pass: "Passwort",
          confirmPass: "Passwort bestätigen",
        };
  await user.type(screen.getByLabelText(l.first), "Ada");
  await user.type(screen.getByLabelText(l.last), "Obi");
  await user.type(
    screen.getByLabelText(l.email, { selector: "input[name=email]" }),
    "ada@example.com",
  );
  await user.type(screen.getByLabelText(l.confirm), "ada@example.com");
  await user.type(screen.getByLabelText(l.phone), "08012345678");
  await waitFor(() => expect(screen.getAllByRole("option").length).toBeGreaterThan(1));
  await user.selectOptions(
    screen.getByLabelText(l.country),
    locale === "en" ? "Nigeria" : "Nigeria",
  );
  await user.type(screen.getByLabelText(l.pass, { selector: "input[name=password]" }), "abcd");
  await user.type(screen.getByLabelText(l.confirmPass), "abcd");
}

describe("the registration form", () => {
  it("shows the spec's messages for every broken rule", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm userType="client" />);
    await user.type(screen.getByLabelText("First name"), "1Ada");
    await user.type(
      screen.getByLabelText("Email", { selector: "input[name=email]" }),
      "ada@example.com",
    );
    await user.type(screen.getByLabelText("Confirm email"), "ada@example.org");
    await user.type(screen.getByLabelText("Phone number"), "080123");
    await user.type(
      screen.getByLabelText("Password", { selector: "input[name=password]" }),
      "1234",
    );
    await user.type(screen.getByLabelText("Confirm password"), "12345");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(
      await screen.findByText("Start with a letter and use only letters, digits and spaces"),
    ).toBeInTheDocument();
    expect(screen.getByText("Emails must match")).toBeInTheDocument();
    expect(screen.getByText("Number must be at least 10 digits")).toBeInTheDocument();
    expect(screen.getByText("Password must contain at least one letter")).toBeInTheDocument();
    expect(screen.getByText("Country  is required", { normalizer: (s) => s })).toBeInTheDocument();
    expect(screen.getByText("Please accept the terms to continue")).toBeInTheDocument();
  });

  it("keeps what was typed when the server refuses, and shows its answer on the field", async () => {
    mockServer.use(
      http.post("*/api/user/register", () =>
        HttpResponse.json(
          { message: "An account with this email already exists.", code: ErrorCode.EMAIL_TAKEN },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm userType="client" />);
    await fillValid(user);
    await user.click(screen.getByLabelText(/I accept/));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText("An account with this email already exists."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
  });

  it("confirms where the verification email went", async () => {
    let sent: Record<string, unknown> | undefined;
    mockServer.use(
      http.post("*/api/user/register", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            data: {
              identifier: "u1",
              email: "ada@example.com",
              userType: "provider",
              message: "ok",
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm userType="provider" />);
    await fillValid(user);
    await user.click(screen.getByLabelText(/I accept/));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(sent).toMatchObject({
      userType: "provider",
      email: "ada@example.com",
      acceptTerms: true,
    });
  });

  it("starts at the visitor's country, which they can change, and links the terms and privacy policy", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm userType="client" countryCode="NG" />);
    const country = screen.getByLabelText<HTMLSelectElement>("Country");
    await waitFor(() => expect(country.selectedOptions[0]).toHaveTextContent("Nigeria"));
    const other = [...country.options].find((o) => o.value && o.text !== "Nigeria")!;
    await user.selectOptions(country, other);
    expect(country.selectedOptions[0]).toHaveTextContent(other.text);

    expect(screen.getByRole("link", { name: /terms of service/ })).toHaveAttribute(
      "href",
      "/policy/terms",
    );
    expect(screen.getByRole("link", { name: /privacy policy/ })).toHaveAttribute(
      "href",
      "/policy/privacy",
    );
  });

  it("leaves the country to choose when the visitor's is not one we operate in", async () => {
    renderWithProviders(<RegisterForm userType="client" countryCode="FR" />);
    const country = screen.getByLabelText<HTMLSelectElement>("Country");
    await waitFor(() => expect(country.options.length).toBeGreaterThan(1));
    expect(country).toHaveValue("");
  });

  it("speaks German", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm userType="client" />, { locale: "de" });
    await user.type(screen.getByLabelText("Telefonnummer"), "08012345678901");
    await user.click(screen.getByRole("button", { name: "Konto erstellen" }));
    expect(
      await screen.findByText("Die Nummer darf höchstens 13 Ziffern haben"),
    ).toBeInTheDocument();
    expect(screen.getByText("Land ist erforderlich")).toBeInTheDocument();
  });
});
