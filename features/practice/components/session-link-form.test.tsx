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

describe("the session room form (decision 0308)", () => {
  it("refuses a link that is not https, keeps what was typed, then saves a good one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionLinkForm />);
    const field = await screen.findByLabelText("Your session room link");
    expect(
      screen.getByText("No link yet: your clients are asked to message you to agree how to meet."),
    ).toBeVisible();
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
  });

  it("removes the link when emptied, in German", async () => {
    setSessionLinkMock(MOCK_SESSION_LINK);
    // The API client asks in the page's language.
    document.documentElement.lang = "de";
    onTestFinished(() => {
      document.documentElement.lang = "";
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionLinkForm />, { locale: "de" });
    const field = await screen.findByLabelText("Link zu Ihrem Sitzungsraum");
    expect(field).toHaveValue(MOCK_SESSION_LINK);
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Link speichern" }));
    expect(await screen.findByText("Sitzungslink gespeichert")).toBeInTheDocument();
    expect(await screen.findByText(/Noch kein Link/)).toBeVisible();
  });
});
