import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money/currency";
import { renderWithProviders } from "@/tests/helpers/render";
import { apiPath } from "@/tests/msw/handlers/lang";
import { MOCK_STAFF_TOKEN } from "@/tests/msw/handlers/staff";
import {
  MOCK_OLDEST_WAIT_DAYS,
  MOCK_SUPPORT_WAITING,
  MOCK_VERIFICATION_WAITING,
  mockOverview,
} from "@/tests/msw/handlers/staff-overview";
import { mockServer } from "@/tests/msw/node";
import { TEST_NOW } from "@/tests/setup/clock";
import { navigation } from "@/tests/setup/navigation";
import { OverviewPanel } from "./overview-panel";

const DAY = 86_400_000;
const today = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(
    TEST_NOW,
  );
const since = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(
    new Date(TEST_NOW.getTime() - MOCK_OLDEST_WAIT_DAYS * DAY),
  );
const tile = (label: string) => screen.getByText(label, { selector: "dt" }).closest("div")!;
const answer = (data: unknown) =>
  mockServer.use(http.get(apiPath("/staff/overview"), () => HttpResponse.json({ data })));

beforeEach(() => {
  Cookies.set("token", MOCK_STAFF_TOKEN);
});

describe("the console's overview figures (decision 0815)", () => {
  it("shows the last 30 days' tiles and, for screen readers, each chart's table", async () => {
    renderWithProviders(<OverviewPanel />);
    const expected = mockOverview(30, TEST_NOW);
    expect(await screen.findByRole("heading", { name: "The last 30 days" })).toBeVisible();
    expect(await screen.findByText("Bookings", { selector: "dt" })).toBeVisible();
    expect(within(tile("Bookings")).getByText(String(expected.totals.bookings))).toBeVisible();
    expect(
      within(tile("Cancellations")).getByText(String(expected.totals.cancellations)),
    ).toBeVisible();
    expect(within(tile("Refunds")).getByText(formatMoney(6_000, "GBP", "en"))).toBeVisible();
    const verification = within(tile("Verifications waiting"));
    expect(verification.getByText(String(MOCK_VERIFICATION_WAITING))).toBeVisible();
    expect(verification.getByText(`waiting since ${since("en")}`)).toBeVisible();
    expect(
      within(tile("Support conversations waiting")).getByText(String(MOCK_SUPPORT_WAITING)),
    ).toBeVisible();

    const activity = screen.getByRole("table", { name: "Bookings and cancellations per day" });
    expect(within(activity).getAllByRole("row")).toHaveLength(31);
    const lastDay = within(activity).getByRole("row", { name: new RegExp(`^${today("en")} `) });
    expect(
      within(lastDay)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["4", "0"]);

    const revenue = screen.getByRole("table", { name: "Session payments per day, by currency" });
    expect(
      within(revenue)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Day", "GBP", "NGN"]);
    const lastPaid = within(revenue).getByRole("row", { name: new RegExp(`^${today("en")} `) });
    expect(
      within(lastPaid)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([formatMoney(0, "GBP", "en"), formatMoney(2_500_000, "NGN", "en")]);
  });

  it("speaks German, with German dates and amounts", async () => {
    renderWithProviders(<OverviewPanel />, { locale: "de" });
    expect(await screen.findByRole("heading", { name: "Die letzten 30 Tage" })).toBeVisible();
    expect(await screen.findByText("Buchungen", { selector: "dt" })).toBeVisible();
    expect(
      within(tile("Wartende Verifizierungen")).getByText(`wartet seit ${since("de")}`),
    ).toBeVisible();
    const revenue = screen.getByRole("table", {
      name: "Sitzungszahlungen pro Tag, nach Währung",
    });
    const lastPaid = within(revenue).getByRole("row", { name: new RegExp(`^${today("de")} `) });
    expect(
      within(lastPaid)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([formatMoney(0, "GBP", "de"), formatMoney(2_500_000, "NGN", "de")]);
    expect(screen.getByRole("button", { name: "90 Tage" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("keeps the window in the URL: 90 days there, 30 by default", async () => {
    const first = renderWithProviders(<OverviewPanel />);
    await userEvent.click(await screen.findByRole("button", { name: "90 days" }));
    expect(navigation.router.replace).toHaveBeenLastCalledWith("/?days=90");
    first.unmount();

    navigation.searchParams = new URLSearchParams({ days: "90" });
    renderWithProviders(<OverviewPanel />);
    expect(await screen.findByRole("heading", { name: "The last 90 days" })).toBeVisible();
    const activity = await screen.findByRole("table", {
      name: "Bookings and cancellations per day",
    });
    expect(within(activity).getAllByRole("row")).toHaveLength(91);
    expect(screen.getByRole("button", { name: "90 days" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "30 days" }));
    expect(navigation.router.replace).toHaveBeenLastCalledWith("/");
  });

  it("shows no money to staff the API gives none, says when nothing happened, and offers a retry", async () => {
    const quiet = mockOverview(30, TEST_NOW);
    answer({
      ...quiet,
      days: quiet.days.map((d) => ({
        ...d,
        bookings: 0,
        cancellations: 0,
        revenue: null,
        refunds: null,
      })),
      totals: { bookings: 0, cancellations: 0, revenue: null, refunds: null },
    });
    const { unmount } = renderWithProviders(<OverviewPanel />);
    expect(await screen.findByText("Nothing happened in these 30 days.")).toBeVisible();
    expect(screen.queryByText("Refunds", { selector: "dt" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    unmount();

    mockServer.use(
      http.get(apiPath("/staff/overview"), () =>
        HttpResponse.json({ message: "Down", code: "INTERNAL_ERROR" }, { status: 500 }),
      ),
    );
    renderWithProviders(<OverviewPanel />);
    expect(await screen.findByText("Could not load this.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
