import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { formatMoney } from "@/lib/money/currency";
import { renderWithProviders } from "@/tests/helpers/render";
import { saveBookingState } from "@/tests/msw/fixtures/booking";
import { providerCards } from "@/tests/msw/fixtures/directory";
import { demoTherapist } from "@/tests/msw/fixtures/practice";
import { mockServer } from "@/tests/msw/node";
import { navigation } from "@/tests/setup/navigation";
import { BookSession, type BookableTherapist } from "./book-session";

/** Amaka Obi: the mocked therapist whose time slots the MSW handlers compute. */
function amaka(): BookableTherapist {
  const card = providerCards("en").find((p) => p.identifier === demoTherapist.identifier)!;
  return {
    identifier: card.identifier,
    name: `${card.firstName} ${card.lastName}`,
    categories: card.categories,
    modalities: [{ slug: "video", name: "Video call" }],
    fees: card.categories.map((c) => ({
      categoryIdentifier: c.identifier,
      amount: card.fee!.amount,
      currency: card.fee!.currency,
      isFree: false,
    })),
  };
}

async function chooseFirstFreeTime(user: ReturnType<typeof userEvent.setup>) {
  const therapist = amaka();
  await user.click(screen.getByLabelText(therapist.categories[0]!.name));
  await user.click(screen.getByLabelText("Video call"));
  const days = await screen.findAllByRole("button", { name: /, free times$/ });
  await user.click(days[0]!);
  const times = await screen.findByRole("list");
  await user.click(within(times).getAllByRole("button", { pressed: false })[0]!);
}

beforeEach(() => {
  saveBookingState({});
  Cookies.set("token", "mock-access-token");
});

describe("the form's rules, shared with the API", () => {
  it("names every missing choice with the schema's messages and sends nothing, in German too", async () => {
    const sent: string[] = [];
    mockServer.events.on("request:start", ({ request }) => {
      if (request.method === "POST") sent.push(request.url);
    });
    const user = userEvent.setup();
    renderWithProviders(<BookSession therapist={amaka()} />, { locale: "de" });
    await user.click(screen.getByRole("button", { name: "Weiter zur Zahlung" }));

    expect(await screen.findByText("Wählen Sie eine Therapieform")).toBeVisible();
    expect(screen.getByText("Wählen Sie, wie Sie sich treffen möchten")).toBeVisible();
    expect(screen.getByText("Wählen Sie einen Termin")).toBeVisible();
    expect(sent).toEqual([]);
    mockServer.events.removeAllListeners();
    // No time that suits: the waitlist is one link away (issue 71).
    expect(screen.getByRole("link", { name: "Auf die Warteliste" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/de\/waitlist\?provider=/),
    );
  });

  it("refuses a note over 400 characters, and books once it is shorter", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookSession therapist={amaka()} />);
    await chooseFirstFreeTime(user);
    await user.click(screen.getByLabelText("Anything your therapist should know? (optional)"));
    await user.paste("x".repeat(401));
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByText("A note can have at most 400 characters")).toBeVisible();
    expect(navigation.router.push).not.toHaveBeenCalled();

    await user.type(
      screen.getByLabelText("Anything your therapist should know? (optional)"),
      "{Backspace}",
    );
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalled());
  });

  it("reads the time slots again and clears the choice when someone else was faster", async () => {
    mockServer.use(
      http.post("*/api/booking", () =>
        HttpResponse.json(
          {
            message: "Someone else just booked that time. Please pick another slot.",
            code: ErrorCode.SLOT_TAKEN,
          },
          { status: 409 },
        ),
      ),
    );
    let slotReads = 0;
    mockServer.events.on("request:start", ({ request }) => {
      if (request.url.includes("/provider-availability/timeslot/")) slotReads += 1;
    });
    const user = userEvent.setup();
    renderWithProviders(<BookSession therapist={amaka()} />);
    await chooseFirstFreeTime(user);
    const readsBefore = slotReads;

    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(
      await screen.findByText("Someone else just booked that time. Please pick another slot."),
    ).toBeInTheDocument();
    expect(slotReads).toBeGreaterThan(readsBefore);
    expect(within(screen.getByRole("list")).queryAllByRole("button", { pressed: true })).toEqual(
      [],
    );
    expect(navigation.router.push).not.toHaveBeenCalled();
    mockServer.events.removeAllListeners();
  });
});

describe("booking the same time every week", () => {
  it("books N weekly sessions, shows the total, and goes to the first session's payment", async () => {
    const sent: unknown[] = [];
    mockServer.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/booking/series")) sent.push(await request.clone().json());
    });
    const user = userEvent.setup();
    const therapist = amaka();
    const fee = therapist.fees[0]!;
    renderWithProviders(<BookSession therapist={therapist} />);
    await chooseFirstFreeTime(user);

    await user.click(screen.getByLabelText("Book the same time every week"));
    await user.selectOptions(screen.getByLabelText("Number of sessions"), "3");
    expect(screen.getByText(/^3 weekly sessions, from/)).toBeVisible();
    expect(screen.getByText("Price for 3 sessions").parentElement).toHaveTextContent(
      formatMoney(fee.amount * 3, fee.currency, "en").replace(/\s/g, " "),
    );

    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({ providerId: therapist.identifier, weeks: 3, modality: "video" }),
    ]);
    expect(navigation.router.push.mock.calls[0]![0]).toMatch(/^\/payment\/[0-9a-f-]{36}$/);
    mockServer.events.removeAllListeners();
  });

  it("names the weeks that clash and books nothing", async () => {
    mockServer.use(
      http.post("*/api/booking/series", () =>
        HttpResponse.json(
          {
            message: "Weeks not available in this series: 2. Choose another time or fewer weeks.",
            code: ErrorCode.SERIES_CLASHES,
            errors: { weeks: "2026-12-07T09:00:00.000Z, 2026-12-14T09:00:00.000Z" },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookSession therapist={amaka()} />);
    await chooseFirstFreeTime(user);
    await user.click(screen.getByLabelText("Book the same time every week"));
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));

    const alert = (await screen.findAllByRole("alert")).find((a) => a.querySelector("li"))!;
    expect(alert).toHaveTextContent("Weeks not available in this series: 2.");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Monday, December 7, 2026 at 9:00 AM", "Monday, December 14, 2026 at 9:00 AM"]);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it("is not offered with 'schedule later'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookSession therapist={amaka()} />, { locale: "de" });
    expect(screen.getByLabelText("Jede Woche zur selben Zeit buchen")).toBeVisible();
    await user.click(screen.getByLabelText(/Später planen/));
    expect(screen.queryByLabelText("Jede Woche zur selben Zeit buchen")).toBeNull();
  });
});

describe("a therapist booking for a client", () => {
  it("books one session at a set time through POST /appointment and says the client will confirm", async () => {
    const sent: unknown[] = [];
    mockServer.use(
      http.post("*/api/appointment", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { data: { identifier: "00000000-0000-4000-8000-a00000000001" } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    const client = { identifier: "00000000-0000-4000-8000-c00000000001", name: "Emily Brown" };
    renderWithProviders(<BookSession therapist={amaka()} forClient={client} />);
    expect(screen.queryByLabelText(/Schedule later/)).toBeNull();
    expect(screen.queryByLabelText("Book the same time every week")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Book for Emily Brown" }));
    expect(await screen.findByText("Choose a time slot")).toBeVisible();
    expect(sent).toEqual([]);

    await chooseFirstFreeTime(user);
    await user.type(screen.getByLabelText("A note for your client (optional)"), "Follow-up");
    await user.click(screen.getByRole("button", { name: "Book for Emily Brown" }));
    expect(
      await screen.findByText("Session booked. We have asked Emily Brown to confirm it."),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        clientId: client.identifier,
        modality: "video",
        note: "Follow-up",
        timeslotIdentifier: expect.stringMatching(/^\d{8}T\d{4}Z_\d+$/),
      }),
    ]);
    expect(navigation.router.push).toHaveBeenCalledWith(
      "/appointments/00000000-0000-4000-8000-a00000000001",
    );
  });
});
