import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { HomePage } from "./home-page";

const countries = [
  { code: "NG", name: "Nigeria", currencyCode: "NGN" },
  { code: "GB", name: "United Kingdom", currencyCode: "GBP" },
  { code: "US", name: "United States", currencyCode: "USD" },
  { code: "DE", name: "Germany", currencyCode: "EUR" },
];

const shell = {
  countryCode: "US",
  countries,
  topStates: [
    { identifier: "s1", name: "California", code: "CA", therapistCount: 3 },
    { identifier: "s2", name: "New York", code: "NY", therapistCount: 1 },
  ],
  categories: [{ identifier: "c1", name: "Couples therapy", slug: "couples" }],
  concerns: [{ identifier: "k1", name: "Anxiety", slug: "anxiety", therapistCount: 4 }],
};

describe("the home page", () => {
  it("shows the visitor's country and the shell's states, categories and concerns", () => {
    renderWithProviders(<HomePage shell={shell} locale="en" />);
    expect(
      screen.getByText(/^Licensed therapists in the United States and beyond/),
    ).toBeInTheDocument();
    const states = screen.getByRole("region", { name: "Where our therapists are" });
    expect(within(states).getByText("California")).toBeInTheDocument();
    expect(within(states).getByText("3 therapists")).toBeInTheDocument();
    expect(within(states).getByText("1 therapist")).toBeInTheDocument();
    expect(screen.getByText("Couples therapy")).toBeInTheDocument();
    expect(screen.getByText("Anxiety")).toBeInTheDocument();
  });

  it("names each country we operate in as a sentence does, in German too", () => {
    const hero = (countryCode: string, locale: "en" | "de") => {
      const { container, unmount } = renderWithProviders(
        <HomePage shell={{ ...shell, countryCode }} locale={locale} />,
        { locale },
      );
      const text = container.querySelector("h1 + p")!.textContent!;
      unmount();
      return text.split(/ (and beyond|und darüber hinaus)/)[0];
    };
    expect(hero("GB", "en")).toBe("Licensed therapists in the United Kingdom");
    expect(hero("NG", "en")).toBe("Licensed therapists in Nigeria");
    expect(hero("US", "de")).toBe(
      "Zugelassene Therapeutinnen und Therapeuten in den Vereinigten Staaten",
    );
    expect(hero("GB", "de")).toBe(
      "Zugelassene Therapeutinnen und Therapeuten im Vereinigten Königreich",
    );
    expect(hero("DE", "de")).toBe("Zugelassene Therapeutinnen und Therapeuten in Deutschland");
  });

  it("says therapists are coming when the country has none, and hides empty lists", () => {
    renderWithProviders(
      <HomePage
        shell={{ countryCode: "DE", countries, topStates: [], categories: [], concerns: [] }}
        locale="de"
      />,
      { locale: "de" },
    );
    expect(screen.getByText(/Therapeutinnen und Therapeuten in Deutschland/)).toBeInTheDocument();
    expect(
      screen.getByText("In Ihrem Land kommen bald Therapeutinnen und Therapeuten hinzu."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Therapieformen" })).not.toBeInTheDocument();
  });

  it("promises no therapists in a country the product does not operate in", () => {
    renderWithProviders(<HomePage shell={{ ...shell, countryCode: "FR" }} locale="en" />);
    expect(screen.queryByText(/in France/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Licensed therapists you meet online/)).toBeInTheDocument();
  });
});
