import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { resetSessionsMock } from "@/tests/msw/handlers/accounts";
import { mockServer } from "@/tests/msw/node";
import { SignedInSessions } from "./signed-in-sessions";

beforeEach(() => {
  resetSessionsMock();
  Cookies.set("token", "mock-access-token");
});

const list = async () =>
  within(await screen.findByRole("list", { name: "Where you're signed in" }));

it("lists this browser first, marked, and signs the phone out", async () => {
  const user = userEvent.setup();
  renderWithProviders(<SignedInSessions />);
  const items = (await list()).getAllByRole("listitem");
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent("Chrome on Windows");
  expect(items[0]).toHaveTextContent("This device");
  expect(items[0]).toHaveTextContent("Active now");
  // This device cannot be signed out from here (signing out is in the menu).
  expect(within(items[0]!).queryByRole("button")).toBeNull();
  expect(items[1]).toHaveTextContent("Safari on iPhone");
  expect(items[1]).toHaveTextContent(/Last active/);

  await user.click(screen.getByRole("button", { name: "Sign out Safari on iPhone" }));
  expect(await screen.findByText("That device is signed out.")).toBeInTheDocument();
  await waitFor(async () => expect((await list()).getAllByRole("listitem")).toHaveLength(1));
  expect(screen.getByText("You are signed in on this device only.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Sign out of all other devices" })).toBeNull();
});

it("signs every other device out at once and says how many", async () => {
  const user = userEvent.setup();
  renderWithProviders(<SignedInSessions />);
  await list();
  await user.click(screen.getByRole("button", { name: "Sign out of all other devices" }));
  expect(await screen.findByText("Signed out of 1 other device.")).toBeInTheDocument();
  await waitFor(async () => expect((await list()).getAllByRole("listitem")).toHaveLength(1));
});

it("names a device it could only partly recognise, and one it could not", async () => {
  resetSessionsMock([
    {
      identifier: "00000000-0000-4000-8000-00000000d001",
      browser: null,
      platform: "Android",
      signedInAt: "2026-11-20T09:15:00.000Z",
      lastActiveAt: "2026-11-26T08:00:00.000Z",
      current: true,
    },
    {
      identifier: "00000000-0000-4000-8000-00000000d003",
      browser: null,
      platform: null,
      signedInAt: "2026-11-01T09:15:00.000Z",
      lastActiveAt: "2026-11-02T08:00:00.000Z",
      current: false,
    },
  ]);
  renderWithProviders(<SignedInSessions />);
  const items = (await list()).getAllByRole("listitem");
  expect(items[0]).toHaveTextContent("A browser on Android");
  expect(items[1]).toHaveTextContent("An unknown browser");
});

it("says so when the list could not load, and loads it again on request", async () => {
  let failing = true;
  mockServer.use(
    http.get("*/api/user/sessions", () =>
      failing
        ? HttpResponse.json({ message: "Something went wrong on our side." }, { status: 500 })
        : undefined,
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<SignedInSessions />);
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side.");
  failing = false;
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect((await list()).getAllByRole("listitem")).toHaveLength(2);
});

it("keeps the device listed and tells why when signing it out fails", async () => {
  mockServer.use(
    http.delete("*/api/user/sessions/:id", () =>
      HttpResponse.json({ message: "Something went wrong on our side." }, { status: 500 }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<SignedInSessions />);
  await list();
  await user.click(screen.getByRole("button", { name: "Sign out Safari on iPhone" }));
  expect(await screen.findByText("Something went wrong on our side.")).toBeInTheDocument();
  expect((await list()).getAllByRole("listitem")).toHaveLength(2);
});
