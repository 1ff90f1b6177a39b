import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { providerProfile } from "@/tests/msw/fixtures/practice";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockServer } from "@/tests/msw/node";
import { FeesSection } from "./fees-section";

function captureFees() {
  const sent: unknown[] = [];
  mockServer.use(
    http.post("*/api/provider/booking-fee/general", async ({ request }) => {
      const body = (await request.json()) as { fee: number; isFree: boolean };
      sent.push(body);
      return HttpResponse.json({
        data: {
          general: { ...body, regularFee: body.fee },
          currencyCode: "NGN",
          message:
            request.headers.get("x-language") === "de"
              ? "Honorar erfolgreich gespeichert"
              : "Fee Successfully Saved",
        },
      });
    }),
  );
  return sent;
}

describe("the fee form (spec sections 4 and 5)", () => {
  it("marking free zeroes the fee and unmarking restores the previous value", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FeesSection profile={providerProfile()} />);
    const fee = screen.getByLabelText("Session fee (NGN)");
    expect(fee).toHaveValue("20000");
    await user.click(screen.getByRole("checkbox", { name: "This session is free" }));
    expect(fee).toHaveValue("0");
    expect(fee).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "This session is free" }));
    expect(fee).toHaveValue("20000");
    expect(fee).toBeEnabled();
  });

  it("keeps digits only and sends the amount times 100", async () => {
    const sent = captureFees();
    const user = userEvent.setup();
    renderWithProviders(<FeesSection profile={providerProfile()} />);
    const fee = screen.getByLabelText("Session fee (NGN)");
    await user.clear(fee);
    await user.type(fee, "25,0a00.");
    expect(fee).toHaveValue("25000");
    await user.click(screen.getByRole("button", { name: "Save fee" }));
    expect(await screen.findByText("Fee Successfully Saved")).toBeInTheDocument();
    expect(sent).toEqual([{ fee: 2500000, isFree: false }]);
    await user.click(screen.getByRole("checkbox", { name: "This session is free" }));
    await user.click(screen.getByRole("button", { name: "Save fee" }));
    await screen.findAllByText("Fee Successfully Saved");
    expect(sent[1]).toEqual({ fee: 0, isFree: true });
  });

  it("needs a fee unless the session is free", async () => {
    const sent = captureFees();
    const user = userEvent.setup();
    renderWithProviders(<FeesSection profile={providerProfile()} />);
    await user.clear(screen.getByLabelText("Session fee (NGN)"));
    await user.click(screen.getByRole("button", { name: "Save fee" }));
    expect(await screen.findByText("Enter a fee or mark the session as free")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("speaks German", async () => {
    // The API answers in the page's language (lib/api/client.ts sends it as X-Language).
    document.documentElement.lang = "de";
    captureFees();
    const user = userEvent.setup();
    renderWithProviders(<FeesSection profile={providerProfile("de")} />, { locale: "de" });
    const fee = screen.getByLabelText("Sitzungshonorar (NGN)");
    await user.click(screen.getByRole("checkbox", { name: "Diese Sitzung ist kostenlos" }));
    expect(fee).toHaveValue("0");
    await user.click(screen.getByRole("button", { name: "Honorar speichern" }));
    expect(await screen.findByText("Honorar erfolgreich gespeichert")).toBeInTheDocument();
    document.documentElement.lang = "";
  });
});
