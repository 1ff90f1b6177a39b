import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { MOCK_SESSION_LINK, setSessionLinkMock } from "@/tests/msw/handlers/session-link";
import { SessionLinkForm } from "./session-link-form";

beforeEach(() => {
  sessionStorage.clear();
  setSessionLinkMock(null);
  document.cookie = `token=${mockTherapist.token}; path=/`;
});

describe("where a therapist's video and audio sessions happen (decisions 0308, 0319)", () => {
  it("starts on the session room here; refuses a link that is not https, keeps what was typed, then saves a good one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionLinkForm />);
    expect(await screen.findByRole("radio", { name: /The session room here/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Use my own room/ })).not.toBeChecked();
    const field = screen.getByLabelText("Your session room link");
    expect(screen.getByText("No link saved.")).toBeVisible();
    await user.type(field, "http://meet.example.com/room");
    await user.click(screen.getByRole("button", { name: "Save link" }));
    expect(
      await screen.findByText("Enter the full address of your video room, starting with https://"),
    ).toBeVisible();
    expect(field).toHaveValue("http://meet.example.com/room");

    await user.clear(field);
    await user.type(field, MOCK_SESSION_LINK);
    await user.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByText("Session link saved")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save link" })).toBeDisabled();
    // Saved, but the sessions stay in the session room until the therapist chooses otherwise.
    expect(screen.getByRole("radio", { name: /The session room here/ })).toBeChecked();
  });

  it("asks for the link before using their own room, then uses it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionLinkForm />);
    await user.click(await screen.findByRole("radio", { name: /Use my own room/ }));
    await user.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByText("Enter your room's link to use your own room")).toBeVisible();
    await user.type(screen.getByLabelText("Your session room link"), MOCK_SESSION_LINK);
    await user.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByText("Session link saved")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Use my own room/ })).toBeChecked();
  });

  it("removes the link when emptied, and with it their own room, in German", async () => {
    setSessionLinkMock(MOCK_SESSION_LINK, false);
    // The API client asks in the page's language.
    document.documentElement.lang = "de";
    onTestFinished(() => {
      document.documentElement.lang = "";
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionLinkForm />, { locale: "de" });
    const field = await screen.findByLabelText("Link zu Ihrem Sitzungsraum");
    expect(field).toHaveValue(MOCK_SESSION_LINK);
    expect(screen.getByRole("radio", { name: /Der Sitzungsraum hier/ })).toBeChecked();
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Link speichern" }));
    expect(await screen.findByText("Sitzungslink gespeichert")).toBeInTheDocument();
    expect(await screen.findByText("Kein Link gespeichert.")).toBeVisible();
    expect(screen.getByRole("radio", { name: /Der Sitzungsraum hier/ })).toBeChecked();
  });
});
