import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { providerProfile } from "@/tests/msw/fixtures/practice";
import type { ProviderProfile } from "../schemas";
import { ListingChecklist } from "./listing-checklist";

const DAY = 86_400_000;
const withReview = (
  verification: Partial<ProviderProfile["verification"]>,
  missing = ["credentials"],
): ProviderProfile => {
  const base = providerProfile();
  return {
    ...base,
    isListed: false,
    missing,
    verification: { ...base.verification, approvedAt: null, ...verification },
  };
};
const mediumDay = (ms: number) =>
  new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(ms));

it("says the profile is listed only once it is complete and the credentials are approved", () => {
  renderWithProviders(<ListingChecklist profile={providerProfile()} />);
  expect(screen.getByRole("status")).toHaveTextContent(
    "Your profile is complete and listed in the therapist directory.",
  );
});

it("lists what is missing and sends credentials that were never submitted to their page", () => {
  renderWithProviders(
    <ListingChecklist
      profile={withReview({ status: "not_submitted", submittedAt: null, reviewedAt: null }, [
        "bio",
        "credentials",
      ])}
    />,
  );
  const list = screen.getByRole("region", { name: "Before clients can find and book you" });
  expect(within(list).getByText("Complete your profile. Still missing:")).toBeInTheDocument();
  expect(within(list).getByText("bio")).toBeInTheDocument();
  expect(within(list).getByText(/^Not submitted yet/)).toBeInTheDocument();
  expect(within(list).getByRole("link", { name: "Go to your credentials" })).toHaveAttribute(
    "href",
    "/credentials",
  );
  expect(screen.queryByText(/complete and listed/)).toBeNull();
});

it("says since when a submission waits for review", () => {
  const submitted = Date.now() - 3 * DAY;
  renderWithProviders(
    <ListingChecklist
      profile={withReview({
        status: "submitted",
        submittedAt: new Date(submitted).toISOString(),
        reviewedAt: null,
      })}
    />,
  );
  expect(screen.getByText("Profile complete")).toBeInTheDocument();
  expect(
    screen.getByText(`Submitted on ${mediumDay(submitted)}, waiting for review since then.`),
  ).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Go to your credentials" })).toBeNull();
});

it("shows a rejection with the reviewer's note, and a lapsed approval with its date", () => {
  const reviewed = Date.now() - DAY;
  const { unmount } = renderWithProviders(
    <ListingChecklist
      profile={withReview({
        status: "rejected",
        note: "The license scan is cut off.",
        reviewedAt: new Date(reviewed).toISOString(),
      })}
    />,
  );
  expect(
    screen.getByText(`The reviewer asked for changes on ${mediumDay(reviewed)}.`),
  ).toBeInTheDocument();
  expect(screen.getByText("The license scan is cut off.")).toBeInTheDocument();
  unmount();
  renderWithProviders(
    <ListingChecklist
      profile={withReview({
        status: "rejected",
        note: null,
        reviewedAt: new Date(reviewed).toISOString(),
        expiresAt: new Date(reviewed).toISOString(),
      })}
    />,
  );
  expect(screen.getByText(/^Your approval lapsed on/)).toHaveTextContent(mediumDay(reviewed));
});

it("keeps a listed therapist's checklist until times are open and a payout account is on file", () => {
  const listed = providerProfile();
  const unset = { ...listed, setup: { availability: false, payoutAccount: false } };
  const { unmount } = renderWithProviders(<ListingChecklist profile={unset} />);
  expect(screen.getByRole("status")).toHaveTextContent(/complete and listed/);
  const list = screen.getByRole("region", { name: "Finish setting up your practice" });
  expect(within(list).getByText(/^No open times yet/)).toBeInTheDocument();
  expect(within(list).getByRole("link", { name: "Open your times" })).toHaveAttribute(
    "href",
    "/availability",
  );
  expect(within(list).getByRole("link", { name: "Add your payout account" })).toHaveAttribute(
    "href",
    expect.stringMatching(/^\/earnings\/?#payout-title$/),
  );
  unmount();

  // The overview's copy: shown until every step is done, then gone.
  const withPayout = { ...listed, setup: { availability: true, payoutAccount: false } };
  const overview = renderWithProviders(<ListingChecklist profile={withPayout} onlyUntilDone />);
  expect(screen.queryByRole("status")).toBeNull();
  expect(screen.getByText("Open.")).toBeInTheDocument();
  expect(screen.getByText("Add the bank account your earnings are paid into.")).toBeInTheDocument();
  overview.unmount();
  renderWithProviders(<ListingChecklist profile={listed} onlyUntilDone />);
  expect(screen.queryByRole("region")).toBeNull();
  expect(screen.queryByRole("status")).toBeNull();
});

it("shows a missing fee as its own step, with the way to it from the overview", () => {
  renderWithProviders(
    <ListingChecklist profile={withReview({}, ["fee", "credentials"])} onlyUntilDone />,
  );
  const list = screen.getByRole("region", { name: "Before clients can find and book you" });
  expect(within(list).getByText("Profile complete")).toBeInTheDocument();
  expect(
    within(list).getByText("Set what a session costs, or mark sessions as free."),
  ).toBeInTheDocument();
  expect(within(list).getByRole("link", { name: "Set your fee" })).toHaveAttribute(
    "href",
    expect.stringMatching(/^\/practice\/?#fees-heading$/),
  );
});

it("says so in German", () => {
  const base = providerProfile();
  renderWithProviders(
    <ListingChecklist profile={{ ...base, setup: { availability: false, payoutAccount: true } }} />,
    { locale: "de" },
  );
  expect(
    screen.getByRole("region", { name: "Richten Sie Ihre Praxis fertig ein" }),
  ).toHaveTextContent("Noch keine freien Zeiten");
});
