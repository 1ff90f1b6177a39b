import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import {
  credentialsState,
  mockQualification,
  resetCredentialsMock,
} from "@/tests/msw/fixtures/credentials";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { mockServer } from "@/tests/msw/node";
import { VerificationPanel } from "./verification-panel";

beforeEach(() => {
  resetCredentialsMock();
  document.cookie = `token=${mockTherapist.token}; path=/`;
});

const verification = (v: Partial<ReturnType<typeof credentialsState>["verification"]>) => ({
  ...credentialsState().verification,
  ...v,
});

describe("VerificationPanel", () => {
  it("disables submitting with the reason until there is a qualification, then a license", async () => {
    const { unmount } = renderWithProviders(<VerificationPanel />);
    expect(await screen.findByText("Not submitted")).toBeInTheDocument();
    const button = await screen.findByRole("button", { name: "Submit for verification" });
    expect(await screen.findByText("Add a qualification first.")).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Add a qualification first.");
    unmount();

    resetCredentialsMock({
      qualifications: [mockQualification({ type: "education", details: { title: "BSc" } })],
    });
    renderWithProviders(<VerificationPanel />);
    expect(await screen.findByText("Add your license first.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit for verification" })).toBeDisabled();
  });

  it("submits a license and then shows it under review", async () => {
    resetCredentialsMock({ qualifications: [mockQualification()] });
    const user = userEvent.setup();
    renderWithProviders(<VerificationPanel />);
    const button = await screen.findByRole("button", { name: "Submit for verification" });
    await screen.findByText("Not submitted");
    await user.click(button);
    expect(await screen.findByText("Under review")).toBeInTheDocument();
    expect(await screen.findByText("Submitted for verification")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /submit/i })).not.toBeInTheDocument();
  });

  it("shows the reviewer's note when changes were requested, and Submit again after a change", async () => {
    resetCredentialsMock({
      qualifications: [mockQualification()],
      verification: verification({
        status: "rejected",
        note: "Please upload the whole page.",
        submittedAt: "2026-02-01T10:00:00.000Z",
        reviewedAt: "2026-02-03T10:00:00.000Z",
        changedSinceSubmission: true,
      }),
    });
    renderWithProviders(<VerificationPanel />, { locale: "de" });
    expect(await screen.findByText("Änderungen erbeten")).toBeInTheDocument();
    expect(screen.getByText("Please upload the whole page.")).toBeInTheDocument();
    expect(
      screen.getByText("Die Prüfung hat am 03.02.2026 um Änderungen gebeten."),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Erneut einreichen" })).toBeEnabled();
  });

  it("asks for the reviewer's changes before it offers to submit again", async () => {
    resetCredentialsMock({
      qualifications: [mockQualification()],
      verification: verification({
        status: "rejected",
        note: "Please upload the whole page.",
        submittedAt: "2026-02-01T10:00:00.000Z",
        reviewedAt: "2026-02-03T10:00:00.000Z",
      }),
    });
    renderWithProviders(<VerificationPanel />);
    expect(await screen.findByText("Changes requested")).toBeInTheDocument();
    expect(
      screen.getByText("Make the changes the reviewer asks for; you can then submit again."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says verified and offers nothing to submit while unchanged", async () => {
    resetCredentialsMock({
      qualifications: [mockQualification()],
      verification: verification({
        status: "approved",
        submittedAt: "2026-02-01T10:00:00.000Z",
        reviewedAt: "2026-02-03T10:00:00.000Z",
      }),
    });
    renderWithProviders(<VerificationPanel />);
    expect(await screen.findByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says when the status cannot be loaded and tries again", async () => {
    let calls = 0;
    mockServer.use(
      http.get("*/api/provider/qualification/verification-note", () =>
        ++calls === 1
          ? HttpResponse.json({ message: "Server error", code: "SERVER_ERROR" }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<VerificationPanel />);
    expect(
      await screen.findByText("Your verification status could not be loaded."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Not submitted")).toBeInTheDocument();
  });
});
