import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { resetWalletMock } from "@/tests/msw/fixtures/wallet";
import { TransactionDetail } from "./transaction-detail";

const zone = process.env.TZ;
beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
  process.env.TZ = "Africa/Lagos";
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

it("shows when a transaction happened on the viewer's clock, not the server's UTC", async () => {
  // The top-up of the mocked wallet, at 08:00 UTC: 09:00 in Lagos.
  renderWithProviders(<TransactionDetail id="00000000-0000-4000-8000-000000000001" />);
  expect(await screen.findByText("November 1, 2026 at 9:00 AM")).toBeInTheDocument();
});
