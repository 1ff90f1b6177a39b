import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { Rating } from "./rating";

describe("Rating", () => {
  it("writes the average as a number of the page's language", () => {
    const { unmount } = renderWithProviders(<Rating rating={4.5} count={2} />);
    expect(screen.getByText("4.5")).toBeTruthy();
    unmount();
    renderWithProviders(<Rating rating={4.5} count={2} />, { locale: "de" });
    expect(screen.getByText("4,5")).toBeTruthy();
  });

  it("keeps one decimal for a whole rating", () => {
    renderWithProviders(<Rating rating={5} count={1} />, { locale: "de" });
    expect(screen.getByText("5,0")).toBeTruthy();
  });
});
