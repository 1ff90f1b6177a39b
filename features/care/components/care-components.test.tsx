import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import { mockNotesClient, mockTherapist } from "@/tests/msw/fixtures/notes";
import { resetCareMock } from "@/tests/msw/handlers/care";
import { http, HttpResponse } from "msw";
import { mockServer } from "@/tests/msw/node";
import { apiPath } from "@/tests/msw/handlers/lang";
import { AccessList } from "./access-list";
import { ClientCare } from "./client-care";
import { CrisisHelp } from "./crisis-help";
import { OwnMeasures } from "./own-measures";

beforeEach(() => {
  resetCareMock();
  Cookies.set("token", "mock-access-token");
});
afterEach(() => Cookies.remove("token"));

const FORM = "00000000-0000-4000-8000-00000000f111";
const PLAN = "00000000-0000-4000-8000-00000000a001";

describe("the crisis help", () => {
  it("says the service is not for emergencies and gives the client's emergency number, in German too", async () => {
    renderWithProviders(<CrisisHelp afterAnswer />, { locale: "de" });
    expect(screen.getByText("Dieser Dienst ist nicht für Notfälle gedacht")).toBeInTheDocument();
    // The mocked client is in Nigeria: 112, and no line nobody could confirm.
    expect(
      await screen.findByRole("link", { name: "112 anrufen" }, { timeout: 5000 }),
    ).toHaveAttribute("href", "tel:112");
    expect(screen.queryByRole("heading", { name: /mit jemandem sprechen/ })).toBeNull();
  });
});

describe("the client's questionnaires", () => {
  it("lists what to answer, reads the latest bands in plain words, and hides the chart on request", async () => {
    renderWithProviders(<OwnMeasures />);
    expect(
      await screen.findByRole("link", { name: "Answer PHQ-9 (mood)" }, { timeout: 5000 }),
    ).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/care\/00000000-0000-4000-8000-00000000c003\/?$/),
    );
    expect(
      screen.getByText(
        "Your answers show moderately severe signs of low mood. Your therapist will talk this through with you.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "16 of 27" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Hide my chart" }));
    expect(await screen.findByText("You chose to hide your chart.")).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "16 of 27" })).toBeNull();
  });

  it("shows who read their answers once asked", async () => {
    renderWithProviders(<AccessList />);
    await userEvent.click(await screen.findByText("Who read your answers", {}, { timeout: 5000 }));
    expect((await screen.findAllByText(/^Ada Okafor read your PHQ-9 on /)).length).toBe(1);
    expect(screen.getAllByText(/^You answered the GAD-7 on /)).toHaveLength(1);
  });

  it("names a form by its title and the safety plan, in German too", async () => {
    const at = new Date(TEST_NOW.getTime() - 3 * 86_400_000).toISOString();
    const entry = { instrument: null, actorName: "Ada Okafor", at };
    mockServer.use(
      http.get(apiPath("/care/access"), () =>
        HttpResponse.json({
          data: [
            {
              ...entry,
              subject: "form",
              subjectId: FORM,
              title: "Intake",
              action: "read",
              byYou: false,
            },
            {
              ...entry,
              subject: "form",
              subjectId: FORM,
              title: "Intake",
              action: "answered",
              byYou: true,
            },
            {
              ...entry,
              subject: "safetyPlan",
              subjectId: PLAN,
              title: null,
              action: "wrote",
              byYou: false,
            },
          ],
        }),
      ),
    );
    renderWithProviders(<AccessList />, { locale: "de" });
    await userEvent.click(screen.getByText("Wer Ihre Antworten gelesen hat"));
    expect(
      await screen.findByText(/^Ada Okafor hat Ihr Formular „Intake“ am .+ gelesen$/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Sie haben das Formular „Intake“ am .+ gesendet$/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Ada Okafor hat am .+ in Ihren Krisenplan geschrieben$/),
    ).toBeInTheDocument();
  });
});

describe("the therapist's view", () => {
  beforeEach(() => Cookies.set("token", mockTherapist.token));

  it("shows the scores and sends a questionnaire on request", async () => {
    renderWithProviders(<ClientCare clientId={mockNotesClient} />);
    const table = await screen.findByRole("table", {}, { timeout: 5000 });
    expect(within(table).getByRole("cell", { name: "12 of 21" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send GAD-7 (anxiety) now" }));
    expect(await screen.findByText("Sent.")).toBeInTheDocument();
  });
});
