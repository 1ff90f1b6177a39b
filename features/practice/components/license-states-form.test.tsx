import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { countries, statesOf } from "@/tests/msw/fixtures/catalog";
import { mockServer } from "@/tests/msw/node";
import { LicenseStatesForm } from "./license-states-form";

const us = () => countries("en", true).find((c) => c.code === "US")!;
const idOf = (code: string) => statesOf("US").find((s) => s.code === code)!.identifier;

beforeEach(() => Cookies.set("token", "mock-access-token"));

describe("the licence states of a therapist", () => {
  it("starts from the saved states, finds a state by name, and saves the choice", async () => {
    mockServer.use(
      http.get("*/api/provider/license-states", () =>
        HttpResponse.json({
          data: [{ identifier: idOf("NJ"), code: "NJ", name: "New Jersey", countryCode: "US" }],
        }),
      ),
    );
    const sent: unknown[] = [];
    mockServer.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/provider/license-states"))
        sent.push(await request.clone().json());
    });
    const user = userEvent.setup();
    renderWithProviders(<LicenseStatesForm countryId={us().identifier} />);
    expect(await screen.findByLabelText("New Jersey")).toBeChecked();
    expect(screen.getByText("1 chosen")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save states" })).toBeDisabled();

    await user.type(screen.getByLabelText("Find a state"), "new y");
    const list = within(screen.getByRole("group"));
    expect(list.getAllByRole("checkbox")).toHaveLength(1);
    await user.click(list.getByLabelText("New York"));
    expect(screen.getByText("2 chosen")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save states" }));
    expect(await screen.findByText("Licence states saved")).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ stateIdentifiers: [idOf("NJ"), idOf("NY")] }]));
    mockServer.events.removeAllListeners();
  });

  it("says so when the country has no states, in German", async () => {
    renderWithProviders(<LicenseStatesForm countryId="00000000-0000-4000-8000-000000000000" />, {
      locale: "de",
    });
    expect(
      await screen.findByText("Für Ihr Land gibt es keine Bundesländer oder Staaten zur Auswahl."),
    ).toBeVisible();
  });
});
