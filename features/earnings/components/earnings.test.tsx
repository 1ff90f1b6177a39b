import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockEarningsSummary, saveMockPayoutAccount } from "@/tests/msw/fixtures/earnings";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { EarningSessions } from "./earning-sessions";
import { EarningsOverview } from "./earnings-overview";
import { PayoutAccount } from "./payout-account";

beforeEach(() => {
  saveMockPayoutAccount(null);
  Cookies.set("token", mockTherapist.token);
});
afterEach(() => Cookies.remove("token"));

describe("a therapist's earnings page", () => {
  it("shows what was earned, what is paid and to come, and each month", async () => {
    renderWithProviders(<EarningsOverview />);
    const { totals, months } = mockEarningsSummary();
    expect(await screen.findByText("Paid, still to come")).toBeVisible();
    expect(
      screen.getByText(
        `NGN ${(totals[0]!.earned / 100).toLocaleString("en", { minimumFractionDigits: 2 })}`,
      ),
    ).toBeVisible();
    expect(screen.getByText("2 sessions held, late cancellations included")).toBeVisible();
    expect(screen.getByText("1 paid session to come")).toBeVisible();
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(months.length + 1);
  });

  it("says which months were paid out, with the day and reference, and what is still to be paid", async () => {
    const now = new Date();
    const month = (back: number) => {
      const d = new Date(now.getFullYear(), now.getMonth() - back, 15);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
    };
    const row = (back: number, payout: { paidOn: string; reference: string } | null) => ({
      month: month(back),
      currency: "NGN",
      earned: 1_500_000,
      sessions: 1,
      payout: payout && { amount: 1_500_000, currency: "NGN", ...payout },
    });
    mockServer.use(
      http.get("*/api/provider/earnings", () =>
        HttpResponse.json({
          data: {
            totals: [
              {
                currency: "NGN",
                earned: 4_500_000,
                upcoming: 0,
                sessionsHeld: 3,
                sessionsUpcoming: 0,
                paidOut: 1_500_000,
              },
            ],
            months: [
              row(0, null),
              row(1, { paidOn: "2026-11-03", reference: "HVN-77" }),
              row(2, null),
            ],
            years: [now.getFullYear()],
          },
        }),
      ),
    );
    renderWithProviders(<EarningsOverview />);
    expect(
      await screen.findByText("NGN 15,000.00 paid out, NGN 30,000.00 still to be paid"),
    ).toBeVisible();
    const [, current, paid, unpaid] = within(screen.getByRole("table")).getAllByRole("row");
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 15).toLocaleDateString("en", {
      month: "long",
      year: "numeric",
    });
    expect(current).toHaveTextContent(`To be paid in the first week of ${next}`);
    expect(paid).toHaveTextContent("Paid Nov 3, 2026");
    expect(paid).toHaveTextContent("Ref. HVN-77");
    expect(unpaid).toHaveTextContent("Not paid yet");
  });

  it("shows a calendar year's months and total, and saves its sessions as a CSV file", async () => {
    const month = (m: string, earned: number) => ({
      month: m,
      currency: "NGN",
      earned,
      sessions: 1,
      payout: null,
    });
    const totals = [
      {
        currency: "NGN",
        earned: 3_500_000,
        upcoming: 0,
        sessionsHeld: 3,
        sessionsUpcoming: 0,
        paidOut: 0,
      },
    ];
    const asked: (string | null)[] = [];
    mockServer.use(
      http.get("*/api/provider/earnings", ({ request }) => {
        const year = new URL(request.url).searchParams.get("year");
        const months =
          year === "2025"
            ? [month("2025-12", 1_000_000), month("2025-03", 500_000)]
            : [month("2026-10", 2_000_000)];
        return HttpResponse.json({ data: { totals, months, years: [2026, 2025] } });
      }),
      http.get("*/api/provider/earnings/export", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("year"));
        return asked.length === 1
          ? new HttpResponse("Date\n", {
              headers: {
                "content-type": "text/csv",
                "content-disposition": 'attachment; filename="earnings-2025.csv"',
              },
            })
          : HttpResponse.json({ message: "Internal error" }, { status: 500 });
      }),
    );
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = vi.fn(() => "blob:earnings");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderWithProviders(<EarningsOverview />);

    await user.selectOptions(await screen.findByLabelText("Period"), "2025");
    expect(await screen.findByText("Earned in 2025")).toBeVisible();
    expect(screen.getByText("NGN 15,000.00")).toBeVisible();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Download 2025 as CSV" }));
    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: "blob:earnings", download: "earnings-2025.csv" }]),
    );
    expect(asked).toEqual(["2025"]);
    // A failure is told in the page, not saved as the file.
    await user.click(screen.getByRole("button", { name: "Download 2025 as CSV" }));
    await vi.waitFor(() =>
      expect(document.querySelector("[data-rht-toaster]")).toHaveTextContent(
        "The file could not be made. Please try again.",
      ),
    );
    expect(saved).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText("Period"), "");
    expect(await screen.findByText("October 2026")).toBeVisible();
    expect(screen.queryByText("Earned in 2025")).toBeNull();
    click.mockRestore();
  });

  it("lists each paid session with what it earned, and whether it took place (0319)", async () => {
    renderWithProviders(<EarningSessions />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByText("Upcoming")).toBeVisible();
    expect(within(items[1]!).getByText("Took place: 50 minutes in the session room")).toBeVisible();
    expect(
      within(items[4]!).getByText("Not held: nobody met you in the session room"),
    ).toBeVisible();
    expect(within(items[0]!).queryByText(/Took place|Not held/)).toBeNull();
    expect(within(items[2]!).getByText("Late cancellation")).toBeVisible();
    expect(within(items[3]!).getByText("Refunded")).toBeVisible();
    expect(within(items[3]!).getByText("NGN 0.00")).toBeVisible();
  });

  it("asks for the payout account, checks it, saves it and then shows only the number's end", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccount />);
    expect(
      await screen.findByText("Add the bank account your earnings are paid into."),
    ).toBeVisible();
    // A therapist outside the United Kingdom: a bank code, and no date of birth.
    expect(screen.getByLabelText("Bank code")).toBeVisible();
    expect(screen.queryByLabelText("Date of birth")).toBeNull();
    await user.type(screen.getByLabelText("Account name"), "Amaka 2");
    await user.click(screen.getByRole("button", { name: "Save payout account" }));
    expect(
      await screen.findByText("Use letters, spaces, hyphens, commas, apostrophes and periods"),
    ).toBeVisible();
    expect(screen.getByText("Choose the account type")).toBeVisible();
    expect(screen.getByText("Account number must be 3 to 32 digits")).toBeVisible();

    await user.clear(screen.getByLabelText("Account name"));
    await user.type(screen.getByLabelText("Account name"), "Amaka Obi");
    await user.type(screen.getByLabelText("Bank name"), "GTBank");
    await user.type(screen.getByLabelText("Bank code"), "058");
    await user.type(screen.getByLabelText("Account number"), "0123456789");
    await user.type(screen.getByLabelText("Address"), "5 Awolowo Road");
    await user.type(screen.getByLabelText("Postal code"), "101233");
    await user.click(screen.getByLabelText("Savings"));
    await user.click(screen.getByLabelText("Personal"));
    await user.click(screen.getByRole("button", { name: "Save payout account" }));
    expect(await screen.findByText("Account ending 6789")).toBeVisible();
    expect(screen.queryByText("0123456789")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Change" }));
    expect(screen.getByLabelText("Bank name")).toHaveValue("GTBank");
    expect(screen.getByLabelText("Account number")).toHaveValue("");
    expect(
      screen.getByText("Ending 6789. Enter the whole number again to save changes."),
    ).toBeVisible();
  });

  it("asks a therapist in the United Kingdom for a sort code and a date of birth", async () => {
    mockServer.use(
      http.get("*/api/provider/bank-details", () =>
        HttpResponse.json({ data: { variant: "gb", account: null } }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccount />);
    expect(await screen.findByLabelText("Sort code")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save payout account" }));
    expect(await screen.findByText("Date of birth is required")).toBeVisible();
    expect(screen.getByText("Sort code must be 3 to 32 digits")).toBeVisible();
    expect(screen.getByText("Address is required")).toBeVisible();
  });
});
