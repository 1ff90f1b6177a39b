import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIME_FORMATS } from "@/lib/time/formats";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import { authAnswer } from "@/tests/msw/fixtures/accounts";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { clientNotifications } from "@/tests/msw/fixtures/notifications";
import { resetNotificationsMock } from "@/tests/msw/handlers/notifications";
import { mockServer } from "@/tests/msw/node";
import type { Notification } from "../schemas";
import { UnreadMessagesBadge } from "@/features/messaging";
import { Link } from "@/lib/i18n/navigation";
import { NotificationBell } from "./notification-bell";
import { NotificationsList } from "./notifications-list";

const signIn = (token: string) => (document.cookie = `token=${token}; path=/`);

/** A time as the list shows it: on the viewer's own clock, in the page's language. */
const shown = (iso: string, locale = "en") =>
  new Intl.DateTimeFormat(locale, TIME_FORMATS.session).format(new Date(iso));

beforeEach(() => {
  sessionStorage.clear();
  resetNotificationsMock();
  signIn(authAnswer().token);
});

describe("the notifications list (decision 0508)", () => {
  it("tells a client what happened, newest first, each leading to its session, and marks them read", async () => {
    const [moved, bookedForYou] = clientNotifications();
    renderWithProviders(<NotificationsList />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      `Amaka Obi moved your session from ${shown(moved!.details.from!)} to ${shown(moved!.details.at!)}.`,
    );
    expect(items[1]).toHaveTextContent(
      `Amaka Obi booked a session for you on ${shown(bookedForYou!.details.at!)}. Pay for it to keep the time.`,
    );
    expect(items[2]).toHaveTextContent("Amaka Obi cancelled the session on");
    expect(within(items[0]!).getByText("New")).toBeVisible();
    expect(within(items[1]!).getByText("New")).toBeVisible();
    expect(within(items[2]!).queryByText("New")).toBeNull();
    expect(within(items[0]!).getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      `/appointments/${moved!.bookingId}`,
    );
    expect(within(items[1]!).getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      `/payment/${bookedForYou!.bookingId}`,
    );
    // Seeing the list marks everything up to its newest read, on the server.
    await waitFor(async () =>
      expect(
        await (
          await fetch("http://localhost/api/notifications/unread-count", {
            headers: { authorization: `Bearer ${authAnswer().token}` },
          })
        ).json(),
      ).toEqual({ data: { count: 0 } }),
    );
  });

  it("tells a therapist in German: a series, an anonymous review, a payout", async () => {
    signIn(mockTherapist.token);
    renderWithProviders(<NotificationsList />, { locale: "de" });
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent(
      `Chioma Eze hat 3 wöchentliche Sitzungen gebucht, die erste am ${shown("2026-12-02T09:00:00Z", "de")}.`,
    );
    expect(items[1]).toHaveTextContent(
      "Eine Klientin oder ein Klient hat eine Sitzung bewertet: 4,5 von 5.",
    );
    expect(items[1]).toHaveTextContent("Neu");
    expect(items[2]).toHaveTextContent(
      /Ihre Einnahmen für Oktober 2026 sind unterwegs: 125\.000,00/,
    );
    expect(within(items[2]!).getByRole("link", { name: "Ansehen" })).toHaveAttribute(
      "href",
      "/de/earnings",
    );
  });

  it("leads an invitee to the invitation, also for news of the session (decision 0313)", async () => {
    const invitation = "00000000-0000-4000-8000-00000000d001";
    resetNotificationsMock({
      client: [
        {
          identifier: "00000000-0000-4000-8000-00000000c302",
          kind: "cancelled",
          actorName: "Jonas Weber",
          bookingId: "00000000-0000-4000-8000-00000000b003",
          details: { at: "2026-12-10T15:00:00.000Z", invitation },
          createdAt: "2026-11-26T08:00:00.000Z",
          read: false,
        },
        {
          identifier: "00000000-0000-4000-8000-00000000c301",
          kind: "invitedToSession",
          actorName: "Jonas Weber",
          bookingId: "00000000-0000-4000-8000-00000000b003",
          details: { at: "2026-12-10T15:00:00.000Z", invitation },
          createdAt: "2026-11-25T08:00:00.000Z",
          read: false,
        },
      ],
    });
    renderWithProviders(<NotificationsList />);
    const [news, item] = await screen.findAllByRole("listitem");
    expect(news).toHaveTextContent(
      `Jonas Weber cancelled the session on ${shown("2026-12-10T15:00:00.000Z")}.`,
    );
    expect(within(news!).getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      `/appointments/participant/${invitation}`,
    );
    expect(item).toHaveTextContent(
      `Jonas Weber invited you to join a session on ${shown("2026-12-10T15:00:00.000Z")}. Accept or decline the invitation.`,
    );
    expect(within(item!).getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      `/appointments/participant/${invitation}`,
    );
  });

  it("tells a therapist a client chose the time of a paid session (decision 0314), in German", async () => {
    const bookingId = "00000000-0000-4000-8000-00000000b004";
    signIn(mockTherapist.token);
    resetNotificationsMock({
      therapist: [
        {
          identifier: "00000000-0000-4000-8000-00000000c401",
          kind: "sessionScheduled",
          actorName: "Chioma Eze",
          bookingId,
          details: { at: "2026-12-03T10:00:00.000Z" },
          createdAt: "2026-11-26T08:00:00.000Z",
          read: false,
        },
      ],
    });
    renderWithProviders(<NotificationsList />, { locale: "de" });
    const [item] = await screen.findAllByRole("listitem");
    expect(item).toHaveTextContent(
      `Chioma Eze hat den Termin der Sitzung gewählt: ${shown("2026-12-03T10:00:00.000Z", "de")}.`,
    );
    expect(within(item!).getByRole("link", { name: "Ansehen" })).toHaveAttribute(
      "href",
      `/de/appointments/${bookingId}`,
    );
  });

  it("tells a series cancelled 'this and following' in one sentence, with the client's refund (decision 0324)", async () => {
    const bookingId = "00000000-0000-4000-8000-00000000b006";
    const WEEK = 7 * 86_400_000;
    const times = [1, 2, 3].map((n) => new Date(TEST_NOW.getTime() + n * WEEK).toISOString());
    const series = (n: number, extra: Notification["details"]): Notification => ({
      identifier: `00000000-0000-4000-8000-00000000c60${n}`,
      kind: "cancelled",
      actorName: "Amaka Obi",
      bookingId,
      details: { at: times[0], times, count: 3, ...extra },
      createdAt: new Date(TEST_NOW.getTime() - n * 60_000).toISOString(),
      read: false,
    });
    resetNotificationsMock({ client: [series(1, { amount: 6_000_000, currency: "NGN" })] });
    const { unmount } = renderWithProviders(<NotificationsList />);
    const [client] = await screen.findAllByRole("listitem");
    expect(client!.querySelector("p")?.textContent).toMatch(
      new RegExp(
        `^Amaka Obi cancelled 3 sessions: ${times.map((t) => shown(t)).join("; ")}\\. Back in your wallet: .*60,000\\.00\\.$`,
      ),
    );
    unmount();
    signIn(mockTherapist.token);
    resetNotificationsMock({ therapist: [series(2, {})] });
    renderWithProviders(<NotificationsList />, { locale: "de" });
    const [therapist] = await screen.findAllByRole("listitem");
    expect(therapist!.querySelector("p")?.textContent).toBe(
      `Amaka Obi hat 3 Sitzungen storniert: ${times.map((t) => shown(t, "de")).join("; ")}.`,
    );
  });

  it("says in words of its own when a session has no time yet, in German and English", async () => {
    const bookingId = "00000000-0000-4000-8000-00000000b005";
    const untimed = (kind: Notification["kind"], n: number): Notification => ({
      identifier: `00000000-0000-4000-8000-00000000c50${n}`,
      kind,
      actorName: "Jonas Weber",
      bookingId,
      details: kind === "newBooking" ? { count: 1 } : {},
      createdAt: `2026-11-2${n}T08:00:00.000Z`,
      read: false,
    });
    signIn(mockTherapist.token);
    resetNotificationsMock({
      therapist: [
        untimed("cancelled", 6),
        untimed("invitationAccepted", 5),
        untimed("newBooking", 4),
      ],
    });
    const { unmount } = renderWithProviders(<NotificationsList />, { locale: "de" });
    const german = await screen.findAllByRole("listitem");
    expect(german.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Jonas Weber hat die Sitzung storniert, für die noch kein Termin gewählt war.",
      "Jonas Weber hat die Einladung zur Sitzung angenommen, deren Termin noch gewählt wird.",
      "Jonas Weber hat eine Sitzung gebucht und wählt den Termin später.",
    ]);
    unmount();
    renderWithProviders(<NotificationsList />);
    const english = await screen.findAllByRole("listitem");
    expect(english[2]).toHaveTextContent(
      "Jonas Weber booked a session and will choose its time later.",
    );
    expect(within(english[2]!).getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      `/appointments/${bookingId}`,
    );
  });

  it("says when there is nothing yet", async () => {
    resetNotificationsMock({ client: [] });
    renderWithProviders(<NotificationsList />);
    expect(await screen.findByText(/Nothing yet\./)).toBeVisible();
  });

  it("says when the list could not load, and loads it on a retry", async () => {
    let fail = true;
    mockServer.use(
      http.get("*/api/notifications", () =>
        fail ? HttpResponse.json({ message: "down" }, { status: 500 }) : undefined,
      ),
    );
    renderWithProviders(<NotificationsList />);
    expect(await screen.findByText("Your notifications could not be loaded.")).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByRole("listitem")).toHaveLength(3);
  });

  it("shows older ones a page at a time", async () => {
    const many: Notification[] = Array.from({ length: 25 }, (_, i) => ({
      identifier: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      kind: "credentialsApproved",
      actorName: null,
      bookingId: null,
      details: {},
      createdAt: new Date(Date.UTC(2026, 10, 25) - i * 60_000).toISOString(),
      read: true,
    }));
    resetNotificationsMock({ client: many });
    renderWithProviders(<NotificationsList />);
    expect(await screen.findAllByRole("listitem")).toHaveLength(20);
    await userEvent.click(screen.getByRole("button", { name: "Show older" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(25));
    expect(screen.queryByRole("button", { name: "Show older" })).toBeNull();
  });
});

/** The browser's EventSource as the bell's live news uses it (jsdom has none). */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(event: "ready" | "news" | "unread") {
    this.readyState = FakeEventSource.OPEN;
    act(() => void this.dispatchEvent(new MessageEvent(event, { data: "{}" })));
  }
}

async function openedStream() {
  await waitFor(() => expect(FakeEventSource.made.at(-1)?.readyState).toBe(0));
  const source = FakeEventSource.made.at(-1)!;
  expect(source.url).toMatch(/\/api\/notifications\/live$/);
  source.send("ready");
  return source;
}

/** A third unread notification, newer than the fixtures' two. */
const withOneMore = () => {
  const list = clientNotifications();
  resetNotificationsMock({
    client: [
      {
        ...list[0]!,
        identifier: "00000000-0000-4000-8000-00000000c105",
        createdAt: new Date().toISOString(),
      },
      ...list,
    ],
  });
};

/** The header's bell beside "Messages" with its badge; `count` is what the server answers next. */
function bellAndBadge() {
  const unread = { count: 0 };
  mockServer.use(
    http.get("*/api/messages/unread-count", () =>
      HttpResponse.json({ data: { count: unread.count } }),
    ),
  );
  renderWithProviders(
    <>
      <NotificationBell labels={{ title: "Notifications", new: "new" }} />
      <Link href="/messages">
        Messages
        <UnreadMessagesBadge label="unread" />
      </Link>
    </>,
  );
  return unread;
}

let visibility: DocumentVisibilityState = "visible";
function showPage(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
}

describe("the header's bell", () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    visibility = "visible";
    vi.stubGlobal("EventSource", FakeEventSource);
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks again the moment live news comes (decision 0520), not a minute later", async () => {
    renderWithProviders(<NotificationBell labels={{ title: "Notifications", new: "new" }} />);
    await screen.findByRole("link", { name: "Notifications, 2 new" });
    const stream = await openedStream();
    withOneMore();
    stream.send("news");
    expect(await screen.findByRole("link", { name: "Notifications, 3 new" })).toBeInTheDocument();
  });

  it("counts unread messages again when the stream says they changed, on any page", async () => {
    const unread = bellAndBadge();
    await screen.findByRole("link", { name: "Notifications, 2 new" });
    expect(screen.getByRole("link", { name: "Messages" })).toBeInTheDocument();
    const stream = await openedStream();
    unread.count = 3;
    stream.send("unread");
    expect(await screen.findByRole("link", { name: "Messages (3 unread)" })).toBeInTheDocument();
    expect(screen.getByText("3")).toHaveAttribute("aria-hidden");
  });

  it("asks for both counts every minute while its stream is down, and stops once it is open", async () => {
    const every = vi.spyOn(globalThis, "setInterval");
    const stop = vi.spyOn(globalThis, "clearInterval");
    const minutely = () => every.mock.results.filter((_, i) => every.mock.calls[i]![1] === 60_000);
    const unread = bellAndBadge();
    await screen.findByRole("link", { name: "Notifications, 2 new" });
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    const refused = FakeEventSource.made[0]!;
    act(() => {
      refused.readyState = FakeEventSource.CLOSED;
      refused.onerror?.();
    });
    withOneMore();
    unread.count = 2;
    const [tick] = every.mock.calls.findLast(([, ms]) => ms === 60_000)!;
    act(() => (tick as () => void)());
    expect(await screen.findByRole("link", { name: "Notifications, 3 new" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Messages (2 unread)" })).toBeInTheDocument();

    // EventSource gave up on the refused stream; the hook opens another, and once it is ready
    // the minute's asking ends.
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(2), { timeout: 3000 });
    await openedStream();
    const timers = minutely().map((r) => r.value as unknown);
    await waitFor(() => expect(stop.mock.calls.map(([t]) => t)).toContain(timers.at(-1)));
  });

  it("lets go of its stream while the tab is hidden, and asks again when it is shown", async () => {
    renderWithProviders(<NotificationBell labels={{ title: "Notifications", new: "new" }} />);
    await screen.findByRole("link", { name: "Notifications, 2 new" });
    const first = await openedStream();
    showPage("hidden");
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    withOneMore();
    showPage("visible");
    const second = await openedStream();
    expect(second).not.toBe(first);
    expect(await screen.findByRole("link", { name: "Notifications, 3 new" })).toBeInTheDocument();
  });

  it("counts what is new, in words for a screen reader", async () => {
    renderWithProviders(<NotificationBell labels={{ title: "Notifications", new: "new" }} />);
    expect(await screen.findByRole("link", { name: "Notifications, 2 new" })).toHaveAttribute(
      "href",
      "/notifications",
    );
  });

  it("shows no number when nothing is new", async () => {
    resetNotificationsMock({ client: [] });
    renderWithProviders(<NotificationBell labels={{ title: "Notifications", new: "new" }} />);
    await waitFor(() => expect(screen.getByRole("link")).toHaveAccessibleName("Notifications"));
    expect(screen.getByRole("link").textContent).toBe("");
  });
});
