import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { ReviewForm } from "./review-form";

describe("ReviewForm's rating", () => {
  it("reads a half star the way each language writes a decimal", () => {
    const props = { submitLabel: "Save", onSubmit: vi.fn(), onCancel: vi.fn() };
    const { unmount } = renderWithProviders(
      <ReviewForm {...props} defaultValues={{ rating: 4.5 }} />,
    );
    expect(screen.getByRole("slider", { name: "Rating" })).toHaveAttribute(
      "aria-valuetext",
      "4.5 of 5 stars",
    );
    unmount();
    renderWithProviders(<ReviewForm {...props} defaultValues={{ rating: 4.5 }} />, {
      locale: "de",
    });
    const slider = screen.getByRole("slider", { name: "Bewertung" });
    expect(slider).toHaveAttribute("aria-valuetext", "4,5 von 5 Sternen");
    fireEvent.change(slider, { target: { value: "3" } });
    expect(screen.getByText("3 von 5 Sternen")).toBeInTheDocument();
  });
});
