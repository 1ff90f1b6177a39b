import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { countries } from "@/tests/msw/fixtures/catalog";
import { clientState, resetClientMock } from "@/tests/msw/fixtures/client-account";
import { STORED } from "@/lib/browser-storage";
import { PreferencesPanel } from "./preferences-panel";

beforeEach(() => {
  resetClientMock();
  window.localStorage.clear();
});

const idOf = (code: string) => countries("en", true).find((c) => c.code === code)!.identifier;

describe('"YOUR PREFERENCES" panel', () => {
  it("lists the current country first and narrows the list as the client types", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PreferencesPanel />);
    const group = await screen.findByRole("group", { name: "Country" });
    const radios = within(group).getAllByRole("radio");
    expect(radios[0]).toHaveAccessibleName("Nigeria (current)");
    expect(radios[0]).toBeChecked();
    // The rest follow by name.
    const names = radios.slice(1).map((r) => r.getAttribute("value"));
    expect(names.length).toBeGreaterThan(5);

    await user.type(within(group).getByRole("searchbox", { name: "Search countries" }), "germ");
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.closest("label")!.textContent!.trim()),
    ).toEqual(["Germany"]);
    await user.clear(within(group).getByRole("searchbox"));
    await user.type(within(group).getByRole("searchbox"), "zzz");
    expect(within(group).getByText("No country matches.")).toBeInTheDocument();
  });

  it("saves the country and lists to the server and keeps them as the client booking profile", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PreferencesPanel />);
    const group = await screen.findByRole("group", { name: "Country" });
    await user.type(within(group).getByRole("searchbox"), "germ");
    await user.click(within(group).getByRole("radio", { name: "Germany" }));
    await user.click(screen.getByRole("checkbox", { name: "German" }));
    await user.click(screen.getByRole("checkbox", { name: "Video call" }));
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByText("Data saved successfully")).toBeInTheDocument();
    expect(clientState.preferences.countryIdentifier).toBe(idOf("DE"));
    expect(clientState.preferences.language).toHaveLength(1);
    expect(clientState.preferences.modality).toHaveLength(1);
    const stored = JSON.parse(window.localStorage.getItem(STORED.clientBookingProfile.name)!);
    expect(stored).toMatchObject({ countryIdentifier: idOf("DE") });
    expect(stored.language).toEqual(clientState.preferences.language);
  });

  it("works in German", async () => {
    renderWithProviders(<PreferencesPanel />, { locale: "de" });
    const group = await screen.findByRole("group", { name: "Land" });
    expect(within(group).getByRole("searchbox", { name: "Länder suchen" })).toBeInTheDocument();
    expect(within(group).getAllByRole("radio")[0]).toHaveAccessibleName("Nigeria (aktuell)");
  });
});
