import { screen, waitFor, within } from "@testing-library/react";
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

  it("shows the documents in the review modal, submits them and leads back to the dashboard", async () => {
    resetCredentialsMock({
      qualifications: [
        mockQualification({ type: "education", details: { title: "MSc Counselling" } }),
        mockQualification(),
      ],
      insurance: [
        {
          identifier: "ins-1",
          filename: "policy.pdf",
          size: 153_600,
          url: "/api/provider/indemnity-insurance/ins-1",
          createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<VerificationPanel />);
    await screen.findByText("Not submitted");
    await user.click(await screen.findByRole("button", { name: "Submit for verification" }));
    const modal = await screen.findByRole("dialog", { name: "Review your documents" });
    const items = within(modal)
      .getAllByRole("listitem")
      .filter((li) => li.querySelector("p"));
    expect(items.map((li) => li.querySelector("p")!.textContent)).toEqual(["License", "Education"]);
    expect(within(modal).getByText("Nursing and Midwifery Council · No. AB-12/34")).toBeVisible();
    expect(within(modal).getByText("MSc Counselling")).toBeVisible();
    expect(within(modal).getAllByText("nursing-council….pdf")).toHaveLength(2);
    expect(within(modal).getByText("policy.pdf")).toBeVisible();
    expect(within(modal).getByText("150 kb")).toBeVisible();
    expect(credentialsState().verification.status).toBe("not_submitted");

    await user.click(within(modal).getByRole("button", { name: "Confirm and submit" }));
    expect(await within(modal).findByRole("link", { name: "Back To Dashboard" })).toHaveAttribute(
      "href",
      "/overview",
    );
    expect(credentialsState().verification.status).toBe("submitted");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Under review")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /submit/i })).not.toBeInTheDocument();
  });

  it("keeps the review open with the server's reason when the submission is refused", async () => {
    resetCredentialsMock({ qualifications: [mockQualification()] });
    mockServer.use(
      http.put("*/api/provider/verification-submission", () =>
        HttpResponse.json(
          {
            message: "Fügen Sie vor der Einreichung zur Prüfung Ihre Zulassung hinzu.",
            code: "VERIFICATION_LICENSE_REQUIRED",
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<VerificationPanel />, { locale: "de" });
    await screen.findByText("Nicht eingereicht");
    await user.click(await screen.findByRole("button", { name: "Zur Prüfung einreichen" }));
    const modal = await screen.findByRole("dialog", { name: "Ihre Unterlagen prüfen" });
    expect(within(modal).getByText("Keine Versicherungsnachweise hinzugefügt.")).toBeVisible();
    await user.click(within(modal).getByRole("button", { name: "Bestätigen und einreichen" }));
    expect(await within(modal).findByRole("alert")).toHaveTextContent(
      "Fügen Sie vor der Einreichung zur Prüfung Ihre Zulassung hinzu.",
    );
    expect(within(modal).queryByRole("link", { name: "Zurück zum Dashboard" })).toBeNull();
    await user.click(within(modal).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Nicht eingereicht")).toBeInTheDocument();
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
