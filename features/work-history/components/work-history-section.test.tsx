import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { resetWorkHistoryMock, setWorkHistoryMock } from "@/tests/msw/handlers/work-history";
import { mockServer } from "@/tests/msw/node";
import { WorkHistorySection } from "./work-history-section";

beforeEach(() => {
  sessionStorage.clear();
  resetWorkHistoryMock();
  document.cookie = `token=${mockTherapist.token}; path=/`;
});
afterEach(() => {
  vi.useRealTimers();
  mockServer.events.removeAllListeners();
});

/** What the dialog sent to the API, request by request. */
function sentBodies() {
  const sent: unknown[] = [];
  mockServer.events.on("request:start", async ({ request }) => {
    if (["POST", "PUT"].includes(request.method) && request.url.includes("/provider/experience"))
      sent.push(await request.clone().json());
  });
  return sent;
}

/** Month inputs take YYYY-MM as a whole; jsdom drops a half-typed month. */
const pickMonth = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openAddDialog() {
  const user = userEvent.setup();
  renderWithProviders(<WorkHistorySection />);
  await user.click(await screen.findByRole("button", { name: "Add experience" }));
  const dialog = await screen.findByRole("dialog", { name: "Add experience" });
  return { user, dialog };
}

describe("the Employment History section", () => {
  it("lists jobs, current first, with their months in the page's language", async () => {
    renderWithProviders(<WorkHistorySection />);
    expect(screen.getByRole("heading", { name: "Employment History" })).toBeVisible();
    const items = await screen.findAllByRole("listitem");
    expect(items.map((i) => within(i).getByRole("heading").textContent)).toEqual([
      "Lead Therapist",
      "Clinical Psychologist",
    ]);
    expect(within(items[0]!).getByText("MindWell Clinic")).toBeVisible();
    expect(within(items[0]!).getByText("Feb 2021 – Present")).toBeVisible();
    expect(within(items[1]!).getByText("Mar 2015 – Jan 2021")).toBeVisible();
    expect(within(items[0]!).getByText(/Individual and couples therapy/)).toBeVisible();
  });

  it("speaks German", async () => {
    renderWithProviders(<WorkHistorySection />, { locale: "de" });
    expect(await screen.findByText("März 2015 – Jan. 2021")).toBeVisible();
    expect(screen.getByText("Feb. 2021 – heute")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Berufserfahrung" })).toBeVisible();
  });

  it("invites a first job when there is none, and adds it", async () => {
    setWorkHistoryMock([]);
    const sent = sentBodies();
    const { user, dialog } = await openAddDialog();
    expect(screen.getByText("You have not added any experience yet.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Company name"), "  Calm Minds ");
    await user.type(within(dialog).getByLabelText("Job title"), "Counsellor");
    pickMonth("Start date", "2018-04");
    pickMonth("End date", "2020-09");
    await user.type(within(dialog).getByLabelText("Description (optional)"), "Students");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Work History Saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        companyName: "Calm Minds",
        jobTitle: "Counsellor",
        description: "Students",
        startDate: "04-2018",
        endDate: "09-2020",
        currentlyWorksHere: false,
      },
    ]);
    expect(await screen.findByText("Apr 2018 – Sep 2020")).toBeVisible();
  });

  it("says what is wrong with each field before anything is sent", async () => {
    const sent = sentBodies();
    const { user, dialog } = await openAddDialog();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Company name is required")).toBeVisible();
    expect(within(dialog).getByText("Job title is required")).toBeVisible();
    expect(within(dialog).getByText("Start date is required")).toBeVisible();
    expect(
      within(dialog).getByText("End date is required unless you currently work here"),
    ).toBeVisible();
    expect(within(dialog).getByLabelText("Company name")).toHaveAttribute("aria-invalid", "true");

    const start = within(dialog).getByLabelText("Start date");
    expect(start).toHaveAttribute("min", "1900-01");
    expect(start).toHaveAttribute("max", "2099-12");
    pickMonth("Start date", "1899-12");
    pickMonth("End date", "1899-11");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findAllByText("Choose a month between January 1900 and December 2099"),
    ).toHaveLength(2);

    pickMonth("Start date", "2020-05");
    pickMonth("End date", "2020-04");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("End date cannot be before the start date"),
    ).toBeVisible();

    pickMonth("Start date", "2099-12");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Start date cannot be in the future")).toBeVisible();

    await user.click(within(dialog).getByLabelText("Description (optional)"));
    await user.paste("x".repeat(1001));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Description must be at most 1000 characters"),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("clears and disables the end date for a current job, and sends none", async () => {
    setWorkHistoryMock([]);
    const sent = sentBodies();
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText("Company name"), "Calm Minds");
    await user.type(within(dialog).getByLabelText("Job title"), "Counsellor");
    pickMonth("Start date", "2022-01");
    pickMonth("End date", "2021-01");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("End date cannot be before the start date"),
    ).toBeVisible();

    await user.click(within(dialog).getByLabelText("I currently work here"));
    const end = within(dialog).getByLabelText("End date");
    expect(end).toBeDisabled();
    expect(end).toHaveValue("");
    expect(within(dialog).queryByText("End date cannot be before the start date")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      startDate: "01-2022",
      endDate: null,
      currentlyWorksHere: true,
    });
    expect(await screen.findByText("Jan 2022 – Present")).toBeVisible();

    // Unticked, the end date is back to fill in, and empty.
    await user.click(screen.getByRole("button", { name: "Edit Counsellor at Calm Minds" }));
    const edit = await screen.findByRole("dialog", { name: "Edit experience" });
    expect(within(edit).getByLabelText("I currently work here")).toBeChecked();
    await user.click(within(edit).getByLabelText("I currently work here"));
    expect(within(edit).getByLabelText("End date")).toBeEnabled();
    expect(within(edit).getByLabelText("End date")).toHaveValue("");
  });

  it("keeps what was typed when the server refuses it", async () => {
    mockServer.use(
      http.post("*/api/provider/experience", () =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            message: "The data is invalid.",
            errors: { startDate: "Start date cannot be in the future" },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText("Company name"), "Calm Minds");
    await user.type(within(dialog).getByLabelText("Job title"), "Counsellor");
    pickMonth("Start date", "2024-01");
    pickMonth("End date", "2024-06");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Start date cannot be in the future")).toBeVisible();
    expect(within(dialog).getByLabelText("Company name")).toHaveValue("Calm Minds");
    expect(within(dialog).getByLabelText("Start date")).toHaveValue("2024-01");

    mockServer.use(
      http.post("*/api/provider/experience", () =>
        HttpResponse.json(
          { code: "WORK_HISTORY_LIMIT", message: "You can list at most 50 jobs." },
          { status: 409 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("You can list at most 50 jobs.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add experience" })).toBeVisible();
    expect(within(dialog).getByLabelText("Job title")).toHaveValue("Counsellor");
    expect(within(dialog).getByLabelText("End date")).toHaveValue("2024-06");
  });

  it("edits a job with its saved values", async () => {
    const sent = sentBodies();
    const user = userEvent.setup();
    renderWithProviders(<WorkHistorySection />);
    await user.click(
      await screen.findByRole("button", {
        name: "Edit Clinical Psychologist at Lagos University Teaching Hospital",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit experience" });
    expect(within(dialog).getByLabelText("Start date")).toHaveValue("2015-03");
    expect(within(dialog).getByLabelText("End date")).toHaveValue("2021-01");
    const title = within(dialog).getByLabelText("Job title");
    await user.clear(title);
    await user.type(title, "Senior Psychologist");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Work History Updated")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        companyName: "Lagos University Teaching Hospital",
        jobTitle: "Senior Psychologist",
        description: null,
        startDate: "03-2015",
        endDate: "01-2021",
        currentlyWorksHere: false,
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Senior Psychologist" })).toBeVisible();
  });

  it("deletes a job only once it is confirmed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WorkHistorySection />);
    const remove = await screen.findByRole("button", {
      name: "Delete Lead Therapist at MindWell Clinic",
    });
    await user.click(remove);
    let dialog = await screen.findByRole("dialog", { name: "Delete this experience?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "Lead Therapist" })).toBeVisible();

    await user.click(remove);
    dialog = await screen.findByRole("dialog", { name: "Delete this experience?" });
    expect(
      within(dialog).getByText(
        "Lead Therapist at MindWell Clinic will be removed from your work history.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Work History Deleted")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Lead Therapist" })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("shows loading, then an error with a way to try again", async () => {
    let fail = true;
    mockServer.use(
      http.get("*/api/provider/experience", () =>
        fail
          ? HttpResponse.json({ code: "SERVER_ERROR", message: "Oops" }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<WorkHistorySection />);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByText("Your work history could not be loaded.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Lead Therapist" })).toBeVisible();
  });
});

describe("showing the work history on the public profile (decision 0211)", () => {
  it("is off until ticked, saves each change, and puts the box back when the save fails", async () => {
    const sent = sentBodies();
    const user = userEvent.setup();
    renderWithProviders(<WorkHistorySection />);
    const box = await screen.findByRole("checkbox", { name: /Show it on my public profile/ });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(box).toBeChecked();
    expect(await screen.findByText("Data saved successfully")).toBeInTheDocument();
    expect(sent).toEqual([{ showOnProfile: true }]);

    mockServer.use(http.put("*/api/provider/experience/visibility", () => HttpResponse.error()));
    await user.click(box);
    expect(
      await screen.findByText("Your choice could not be saved. Please try again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).toBeChecked());
  });

  it("is not offered before there is anything to show, and speaks German", async () => {
    setWorkHistoryMock([]);
    const { unmount } = renderWithProviders(<WorkHistorySection />);
    expect(await screen.findByText("You have not added any experience yet.")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).toBeNull();
    unmount();

    resetWorkHistoryMock();
    renderWithProviders(<WorkHistorySection />, { locale: "de" });
    expect(
      await screen.findByRole("checkbox", { name: /In meinem öffentlichen Profil zeigen/ }),
    ).toBeInTheDocument();
  });
});
