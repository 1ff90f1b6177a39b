import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockServer } from "@/tests/msw/node";
import { MinimumNotice } from "./minimum-notice";

beforeEach(() => Cookies.set("token", "mock-access-token"));

describe("the minimum notice setting", () => {
  it("saves the chosen hours through PUT /provider-availability/settings", async () => {
    const sent: unknown[] = [];
    mockServer.use(
      http.put("*/api/provider-availability/settings", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MinimumNotice hours={2} />);
    const select = screen.getByLabelText("Minimum notice before a session");
    expect(select).toHaveValue("2");
    expect(screen.getByRole("option", { name: "No minimum" })).toHaveValue("0");
    await user.selectOptions(select, "24 hours");
    await waitFor(() => expect(sent).toEqual([{ minimumNoticeHours: 24 }]));
    expect(await screen.findByText("Data saved successfully")).toBeInTheDocument();
  });

  it("keeps a value set elsewhere among the choices, in German", () => {
    renderWithProviders(<MinimumNotice hours={5} />, { locale: "de" });
    expect(screen.getByLabelText("Mindestvorlauf vor einer Sitzung")).toHaveValue("5");
    expect(screen.getByRole("option", { name: "1 Stunde" })).toHaveValue("1");
    expect(screen.getByRole("option", { name: "5 Stunden" })).toBeInTheDocument();
  });

  it("says why when the API refuses", async () => {
    mockServer.use(
      http.put("*/api/provider-availability/settings", () =>
        HttpResponse.json(
          { message: "Something went wrong on our side.", code: ErrorCode.SERVER_ERROR },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<MinimumNotice hours={2} />);
    await user.selectOptions(screen.getByLabelText("Minimum notice before a session"), "1 hour");
    expect(await screen.findByText("Something went wrong on our side.")).toBeInTheDocument();
  });
});
