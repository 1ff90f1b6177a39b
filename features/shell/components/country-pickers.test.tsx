import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { navigation } from "@/tests/setup/navigation";
import { chooseCountry } from "../actions";
import { CountryButton, CountryModals, OpenCountryModal } from "./country-pickers";

// The server's side (the cookie, the way back) is the action's own; here, that the choice is sent.
vi.mock("../actions", () => ({ chooseCountry: vi.fn(async () => {}) }));

const operating = [
  { code: "DE", name: "Germany", currencyCode: "EUR" },
  { code: "NG", name: "Nigeria", currencyCode: "NGN" },
  { code: "GB", name: "United Kingdom", currencyCode: "GBP" },
  { code: "US", name: "United States", currencyCode: "USD" },
];

function renderPickers(countryCode: string, locale: "en" | "de" = "en") {
  return renderWithProviders(
    <>
      <CountryButton countryCode={countryCode} />
      <OpenCountryModal modal="state">open state selector</OpenCountryModal>
      <CountryModals countryCode={countryCode} countries={operating} />
    </>,
    { locale },
  );
}

afterEach(async () => {
  // The open modal is the app's one global (one at a time): close it for the next test.
  await userEvent.keyboard("{Escape}");
  window.history.replaceState(null, "", "/");
});

describe("the active-country picker", () => {
  it("lists the four countries we operate in, the visitor's marked, and leads elsewhere", async () => {
    renderPickers("GB");
    await userEvent.click(
      screen.getByRole("button", { name: "GB · United Kingdom: change country" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Choose your country" });
    const choices = within(dialog).getAllByRole("button", { name: /\(\w{3}\)$/ });
    expect(choices.map((b) => b.getAttribute("value"))).toEqual(["DE", "NG", "GB", "US"]);
    expect(within(dialog).getByRole("button", { name: "United Kingdom (GBP)" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // A US state only makes sense to a visitor in the US.
    expect(within(dialog).queryByRole("button", { name: "Choose a US state" })).toBeNull();

    await userEvent.click(within(dialog).getByRole("button", { name: "I am somewhere else" }));
    // Opening the location picker closes the active-country picker (one modal at a time).
    const location = await screen.findByRole("dialog", { name: "Where are you?" });
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Choose your country" })).toBeNull(),
    );
    // Every country, the visitor's first; a search narrows it.
    const first = await within(location).findAllByRole("button", { name: /./ });
    expect(first[0]).toHaveAttribute("value", "GB");
    expect(within(location).getByRole("button", { name: /France/ })).toHaveTextContent(
      "not available yet",
    );
    await userEvent.type(within(location).getByRole("searchbox"), "ghan");
    expect(
      within(location)
        .getAllByRole("button")
        .map((b) => b.getAttribute("value")),
    ).toEqual(["GH"]);
    await userEvent.clear(within(location).getByRole("searchbox"));
    await userEvent.type(within(location).getByRole("searchbox"), "zzz");
    expect(within(location).getByText("No country matches your search.")).toBeInTheDocument();
  });

  it("sends the chosen country and closes, so the page comes back without it", async () => {
    renderPickers("GB", "de");
    await userEvent.click(
      screen.getByRole("button", { name: "GB · Vereinigtes Königreich: Land ändern" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Wählen Sie Ihr Land" });
    await userEvent.click(within(dialog).getByRole("button", { name: "United States (USD)" }));
    await waitFor(() => expect(chooseCountry).toHaveBeenCalledTimes(1));
    expect((vi.mocked(chooseCountry).mock.calls[0]![0] as FormData).get("country")).toBe("US");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Wählen Sie Ihr Land" })).toBeNull(),
    );
  });

  it("offers the US state selector to a visitor in the US, in German too", async () => {
    renderPickers("US", "de");
    await userEvent.click(
      screen.getByRole("button", { name: "US · Vereinigte Staaten: Land ändern" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Wählen Sie Ihr Land" });
    await userEvent.click(within(dialog).getByRole("button", { name: "US-Bundesstaat wählen" }));
    expect(
      await screen.findByRole("dialog", { name: "US-Bundesstaat wählen" }),
    ).toBeInTheDocument();
  });
});

describe("the US state selector", () => {
  it("does nothing until a state is chosen, then adds ?state= to the current page", async () => {
    navigation.pathname = "/account/wallet";
    window.history.replaceState(null, "", "/account/wallet?tab=history&page=3");
    renderPickers("US");
    await userEvent.click(screen.getByRole("button", { name: "open state selector" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a US state" });
    const apply = within(dialog).getByRole("button", { name: "Show this state" });
    expect(apply).toBeDisabled();
    await act(() => apply.click());
    expect(navigation.router.push).not.toHaveBeenCalled();

    const select = within(dialog).getByRole("combobox", { name: "State" });
    await within(dialog).findByRole("option", { name: "Texas" });
    await userEvent.selectOptions(select, "TX");
    await userEvent.click(apply);
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledTimes(1));
    const target = new URL(navigation.router.push.mock.calls[0]![0] as string, "http://x");
    expect(target.pathname).toBe("/account/wallet");
    // The page's own parameters stay; a page number belongs to the unfiltered list.
    expect(Object.fromEntries(target.searchParams)).toEqual({ tab: "history", state: "TX" });
  });

  it("is the directory's own state filter, and moves a country filter to the US", async () => {
    navigation.pathname = "/therapists";
    navigation.searchParams = new URLSearchParams("countryCode=NG&category=anxiety&state=CA");
    window.history.replaceState(null, "", "/therapists?countryCode=NG&category=anxiety&state=CA");
    renderPickers("US");
    await userEvent.click(screen.getByRole("button", { name: "open state selector" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a US state" });
    await within(dialog).findByRole("option", { name: "Texas" });
    // The state already chosen is the one shown.
    expect(within(dialog).getByRole("combobox", { name: "State" })).toHaveValue("CA");
    await userEvent.selectOptions(within(dialog).getByRole("combobox"), "NY");
    await userEvent.click(within(dialog).getByRole("button", { name: "Show this state" }));
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledTimes(1));
    const target = new URL(navigation.router.push.mock.calls[0]![0] as string, "http://x");
    expect(target.pathname).toBe("/therapists");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      countryCode: "US",
      category: "anxiety",
      state: "NY",
    });
  });
});
