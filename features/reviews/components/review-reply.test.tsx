import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import {
  afterSessionState,
  resetAfterSessionMock,
  saveAfterSessionState,
  type SessionReview,
} from "@/tests/msw/fixtures/after-session";
import { useReview } from "../api";
import { ReviewCard } from "./review-card";
import { ReviewReply } from "./review-reply";

const ID = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";
/** Days before the tests' pinned "now". */
const daysAgo = (days: number) => new Date(TEST_NOW.getTime() - days * 86_400_000).toISOString();

const review: SessionReview = {
  identifier: ID,
  bookingIdentifier: null,
  rating: 4,
  comment: "Calm and clear.",
  isAnonymous: true,
  reviewerName: null,
  createdAt: daysAgo(30),
  editedAt: null,
  canEdit: false,
  isHidden: false,
  reply: null,
  replyAt: null,
  canReply: true,
};

/** The therapist's view of one review, read from the (mocked) API like the session page does. */
function TherapistView() {
  const one = useReview(ID);
  if (!one.data) return null;
  return (
    <>
      <ReviewCard review={one.data} heading="Client's review" />
      <ReviewReply reviewId={ID} reply={one.data.reply} />
    </>
  );
}

beforeEach(() => {
  Cookies.set("token", "mock-access-token");
  resetAfterSessionMock();
  saveAfterSessionState({ ...afterSessionState(), reviews: { [ID]: review } });
});

const thanks = "Thank you for the kind words, it was good to work with you.";

describe("the therapist's reply to a review (decision 0409)", () => {
  it("says the limits at 29 and 1001 characters, then sends the reply and shows it under the review", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TherapistView />);
    await user.click(await screen.findByRole("button", { name: "Reply to this review" }));
    const box = screen.getByLabelText("Your reply");
    expect(screen.getByText(/30 to 1000 characters/)).toBeVisible();

    await user.type(box, `  ${"a".repeat(29)} `);
    await user.click(screen.getByRole("button", { name: "Save reply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Text must be at least 30 characters",
    );
    await user.clear(box);
    await user.click(box);
    await user.paste("b".repeat(1001));
    await user.click(screen.getByRole("button", { name: "Save reply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Text must not exceed 1000 characters",
    );
    expect(afterSessionState().reviews[ID]!.reply).toBeNull();

    await user.clear(box);
    await user.type(box, `${thanks}  `);
    await user.click(screen.getByRole("button", { name: "Save reply" }));
    expect(await screen.findByText("Reply saved")).toBeInTheDocument();
    expect(afterSessionState().reviews[ID]!.reply).toBe(thanks);
    expect(await screen.findByText(thanks)).toBeVisible();
    expect(screen.getByText("Reply from the therapist", { exact: false })).toBeVisible();
    expect(screen.queryByLabelText("Your reply")).toBeNull();
  });

  it("edits the reply in place and removes it", async () => {
    saveAfterSessionState({
      ...afterSessionState(),
      reviews: { [ID]: { ...review, reply: thanks, replyAt: daysAgo(29) } },
    });
    const user = userEvent.setup();
    renderWithProviders(<TherapistView />);
    expect(await screen.findByText(thanks)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Edit reply" }));
    const box = screen.getByLabelText("Your reply");
    expect(box).toHaveValue(thanks);
    await user.type(box, " See you soon.");
    await user.click(screen.getByRole("button", { name: "Save reply" }));
    expect(await screen.findByText(`${thanks} See you soon.`)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Remove reply" }));
    expect(await screen.findByText("Reply removed")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Reply to this review" })).toBeVisible();
    expect(screen.queryByText(/See you soon/)).toBeNull();
    expect(afterSessionState().reviews[ID]!.reply).toBeNull();
  });

  it("is in German for a German reader", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TherapistView />, { locale: "de" });
    await user.click(await screen.findByRole("button", { name: "Auf diese Bewertung antworten" }));
    await user.type(screen.getByLabelText("Ihre Antwort"), "zu kurz");
    await user.click(screen.getByRole("button", { name: "Antwort speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Der Text muss mindestens 30 Zeichen lang sein",
    );
  });
});
