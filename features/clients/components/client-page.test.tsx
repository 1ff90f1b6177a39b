import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { makeQueryClient } from "@/lib/query/query-client";
import { renderWithProviders } from "@/tests/helpers/render";
import { demoClientProfile } from "@/tests/msw/fixtures/clients";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { ClientPage } from "./client-page";

beforeEach(() => {
  document.cookie = `token=${mockTherapist.token}; path=/`;
});

describe("a client page the browser could not load", () => {
  it("is the not-found page when the client is none of this therapist's", async () => {
    renderWithProviders(<ClientPage id="00000000-0000-4000-8000-999999999999" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the server failed, and is no not-found page, when it did", async () => {
    mockServer.use(
      http.get("*/api/client/profile/:id", () =>
        HttpResponse.json(
          { message: "Something went wrong on our side.", code: "SERVER_ERROR" },
          { status: 500 },
        ),
      ),
    );
    renderWithProviders(<ClientPage id="00000000-0000-4000-8000-999999999999" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side.");
    expect(screen.queryByRole("heading", { name: "Page not found" })).not.toBeInTheDocument();
  });
});

describe("a client page the server already read", () => {
  it("shows the client at once and does not ask the API for them again", async () => {
    const profile = demoClientProfile();
    let asked = 0;
    mockServer.use(
      http.get("*/api/client/profile/:id", () => {
        asked++;
        return HttpResponse.json({ data: profile });
      }),
    );
    // The app's client, whose freshness the server's read counts under.
    renderWithProviders(<ClientPage id={profile.identifier} initial={profile} />, {
      queryClient: makeQueryClient(),
    });
    expect(
      screen.getByRole("heading", { name: `${profile.firstName} ${profile.lastName}` }),
    ).toBeVisible();
    await screen.findByRole("heading", { name: "Appointments" });
    expect(asked).toBe(0);
  });
});

describe("a client before their first session (decision 0405)", () => {
  it("offers to book a session and says when their emergency contact will show, in German too", async () => {
    const profile = {
      ...demoClientProfile(),
      sessions: 0,
      nextSession: null,
      lastSession: null,
      emergencyContact: null,
    };
    const page = renderWithProviders(<ClientPage id={profile.identifier} initial={profile} />, {
      queryClient: makeQueryClient(),
    });
    expect(screen.getByRole("link", { name: "Book a session" })).toHaveAttribute(
      "href",
      `/clients/${profile.identifier}/book`,
    );
    expect(screen.getByText("Shown once a session with you is confirmed.")).toBeVisible();
    page.unmount();

    renderWithProviders(
      <ClientPage id={profile.identifier} initial={{ ...profile, sessions: 2 }} />,
      { queryClient: makeQueryClient(), locale: "de" },
    );
    expect(screen.getByRole("link", { name: "Weitere Sitzung buchen" })).toBeVisible();
    expect(screen.getByText("Kein Notfallkontakt gespeichert.")).toBeVisible();
  });
});
