import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { ReportReview } from "./report-review";

beforeEach(() => {
  Cookies.set("token", "mock-access-token");
});

describe("ReportReview", () => {
  it("asks for a reason from the list, then sends the report and says so", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportReview reviewId="3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f" />);
    await user.click(screen.getByRole("button", { name: "Report this review" }));
    const dialog = screen.getByRole("dialog", { name: "Report this review" });
    expect(within(dialog).getAllByRole("radio")).toHaveLength(5);
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose a reason.");
    await user.click(within(dialog).getByLabelText("Shares personal information"));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(
      await screen.findByText("Thank you. Our team will look at this review."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is in German for a German reader", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportReview reviewId="3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f" />, {
      locale: "de",
    });
    await user.click(screen.getByRole("button", { name: "Diese Bewertung melden" }));
    expect(screen.getByLabelText("Spam oder Werbung")).toBeInTheDocument();
  });
});
