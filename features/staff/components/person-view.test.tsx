import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { apiPath } from "@/tests/msw/handlers/lang";
import { MOCK_STAFF_TOKEN } from "@/tests/msw/handlers/staff";
import { mockServer } from "@/tests/msw/node";
import type { PersonDetail } from "../schemas";
import { PersonView } from "./person-view";

const ID = "2f4e6a80-9b1c-4d2e-8f3a-4b5c6d7e8f90";
const person: PersonDetail = {
  account: {
    identifier: ID,
    firstName: "Chioma",
    lastName: "Eze",
    email: "chioma.eze@demo.therapy",
    userType: "client",
    isActive: true,
    createdAt: new Date(Date.now() - 90 * 86_400_000).toISOString(),
    phoneNumber: null,
    emailVerified: true,
    isSocial: false,
    secondFactor: false,
    staffRoles: [],
  },
  bookings: [
    {
      identifier: "00000000-0000-4000-8000-0000000000b7",
      role: "client",
      with: "Amaka Obi",
      therapy: "Individual therapy",
      status: "confirmed",
      startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      amount: 2_000_000,
      currency: "NGN",
    },
  ],
  wallet: { balance: 500_000, currency: "NGN" },
  credentials: null,
};

beforeEach(() => {
  Cookies.set("token", MOCK_STAFF_TOKEN);
  mockServer.use(http.get(apiPath("/staff/people/:id"), () => HttpResponse.json({ data: person })));
});

describe("a person as support sees them (issue 68)", () => {
  it("names each session's state in the reader's language, never as the code's word", async () => {
    const { unmount } = renderWithProviders(<PersonView id={ID} />);
    expect(await screen.findByText("Amaka Obi · Individual therapy")).toBeVisible();
    expect(screen.getByText(/· Confirmed ·/)).toBeVisible();
    unmount();
    renderWithProviders(<PersonView id={ID} />, { locale: "de" });
    expect(await screen.findByText(/· Bestätigt ·/)).toBeVisible();
    expect(screen.queryByText(/confirmed/)).toBeNull();
  });
});
