import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockNotesClient, mockTherapist } from "@/tests/msw/fixtures/notes";
import { userInfo } from "@/tests/msw/fixtures/accounts";
import { resetCareSafetyMock } from "@/tests/msw/handlers/care-safety";
import { mockServer } from "@/tests/msw/node";
import { CrisisHelp } from "./crisis-help";
import { ClientSafetyPlan, OwnSafetyPlans } from "./safety-plan";

const wait = { timeout: 5000 };

beforeEach(() => {
  resetCareSafetyMock();
  Cookies.set("token", "mock-access-token");
});
afterEach(() => {
  Cookies.remove("token");
  document.documentElement.lang = "";
});

/** The therapist saves in between, as the other person editing would. */
const therapistSaves = (version: number) =>
  fetch(`http://localhost/api/care/safety-plans/${mockTherapist.identifier}/${mockNotesClient}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${mockTherapist.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      version,
      sections: {
        warningSigns: ["Not sleeping"],
        copingSteps: [],
        peopleAndPlaces: [],
        professionals: [],
        safeEnvironment: [],
      },
    }),
  });

describe("the client's safety plan", () => {
  it("is a link away on the crisis page", () => {
    renderWithProviders(<CrisisHelp afterAnswer={false} />);
    expect(screen.getByRole("link", { name: "Open my safety plan" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/care\/safety-plan\/?$/),
    );
  });

  it("starts empty, shows the limits, refuses an item over 300 characters, and saves", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OwnSafetyPlans />);
    expect(await screen.findAllByText("Nothing written yet.", {}, wait)).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Start the plan" }));
    expect(screen.getByText("Up to 10 items, each up to 300 characters.")).toBeInTheDocument();

    const signs = screen.getByRole("group", { name: "Warning signs" });
    await user.click(within(signs).getByRole("button", { name: "Add an item" }));
    const item = within(signs).getByLabelText("Warning signs, item 1");
    await user.click(item);
    await user.paste("x".repeat(301));
    expect(within(signs).getByText("301/300")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save the plan" }));
    expect(
      await within(signs).findByText("Each item needs 1 to 300 characters."),
    ).toBeInTheDocument();

    await user.clear(item);
    await user.paste("x".repeat(300));
    expect(within(signs).getByText("300/300")).toBeInTheDocument();
    expect(within(signs).queryByText("Each item needs 1 to 300 characters.")).toBeNull();
    await user.clear(item);
    await user.type(item, "Staying in bed all day");
    await user.click(screen.getByRole("button", { name: "Save the plan" }));
    expect(await screen.findByText("Safety plan saved.", {}, wait)).toBeInTheDocument();
    expect(await screen.findByText("Staying in bed all day")).toBeInTheDocument();
    expect(screen.getByText(/^Last changed .* by you$/)).toBeInTheDocument();
  }, 30_000);

  it("offers at most 10 items a section", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OwnSafetyPlans />);
    await user.click(await screen.findByRole("button", { name: "Start the plan" }, wait));
    const coping = screen.getByRole("group", { name: "Things I can do to cope on my own" });
    for (let i = 0; i < 10; i++)
      await user.click(within(coping).getByRole("button", { name: "Add an item" }));
    expect(within(coping).getAllByRole("textbox")).toHaveLength(10);
    expect(within(coping).queryByRole("button", { name: "Add an item" })).toBeNull();
  }, 30_000);

  it("says when the therapist saved in between, in German, and shows their version", async () => {
    const user = userEvent.setup();
    // The page's language, which the API's answers are worded in.
    document.documentElement.lang = "de";
    renderWithProviders(<OwnSafetyPlans />, { locale: "de" });
    await user.click(await screen.findByRole("button", { name: "Plan beginnen" }, wait));
    expect((await therapistSaves(0)).status).toBe(200);
    const signs = screen.getByRole("group", { name: "Warnzeichen" });
    await user.click(within(signs).getByRole("button", { name: "Eintrag hinzufügen" }));
    await user.type(within(signs).getByLabelText("Warnzeichen, Eintrag 1"), "Grübeln");
    await user.click(screen.getByRole("button", { name: "Plan speichern" }));
    expect(
      await screen.findByText(
        "Der Krisenplan wurde geändert, während Sie ihn bearbeitet haben. Laden Sie die aktuelle Fassung und nehmen Sie Ihre Änderungen erneut vor.",
        {},
        wait,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Not sleeping")).toBeInTheDocument());
    expect(screen.queryByText("Grübeln")).toBeNull();
  }, 30_000);
});

describe("the therapist's safety plan with a client", () => {
  it("shows what the client wrote and saves the therapist's addition", async () => {
    // The accounts twin knows the demo client only: here the signed-in person is the therapist.
    mockServer.use(
      http.get("*/api/user/info", () =>
        HttpResponse.json({
          data: { ...userInfo(), identifier: mockTherapist.identifier, userType: "provider" },
        }),
      ),
    );
    expect((await therapistSaves(0)).status).toBe(200);
    Cookies.set("token", mockTherapist.token);
    const user = userEvent.setup();
    renderWithProviders(<ClientSafetyPlan clientId={mockNotesClient} />);
    expect(await screen.findByText("Not sleeping", {}, wait)).toBeInTheDocument();
    expect(screen.getByText(/^Last changed .* by you$/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit the plan" }));
    const pros = screen.getByRole("group", { name: "Professionals and services I can call" });
    await user.click(within(pros).getByRole("button", { name: "Add an item" }));
    await user.type(
      within(pros).getByLabelText("Professionals and services I can call, item 1"),
      "Call me on 0800 000",
    );
    await user.click(screen.getByRole("button", { name: "Save the plan" }));
    expect(await screen.findByText("Safety plan saved.", {}, wait)).toBeInTheDocument();
    expect(await screen.findByText("Call me on 0800 000")).toBeInTheDocument();
  }, 30_000);

  it("says so when the plan cannot be loaded", async () => {
    mockServer.use(
      http.get("*/api/user/info", () =>
        HttpResponse.json({
          data: { ...userInfo(), identifier: mockTherapist.identifier, userType: "provider" },
        }),
      ),
      http.get("*/api/care/safety-plans/:providerId/:clientId", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Down" }, { status: 500 }),
      ),
    );
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<ClientSafetyPlan clientId={mockNotesClient} />);
    expect(
      await screen.findByText("The safety plan could not be loaded.", {}, wait),
    ).toBeInTheDocument();
  });
});
