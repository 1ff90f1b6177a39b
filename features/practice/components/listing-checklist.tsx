"use client";

import { useTranslations } from "next-intl";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Link } from "@/lib/i18n/navigation";
import { useProviderProfile } from "../api";
import type { ProviderProfile } from "../schemas";

function Step({ done, children }: { done: boolean; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${done ? "bg-green-600 text-white" : "bg-white ring-1 ring-stone-400"}`}
      >
        {done ? "✓" : ""}
      </span>
      <div className="min-w-0">{children}</div>
    </li>
  );
}

/** A step's link, shown where the step is not on the page itself. */
function StepLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="font-medium text-brand-900 underline">
      {children}
    </Link>
  );
}

/**
 * The therapist's onboarding (issue 74): whether clients can find and book them, and if not, what
 * is missing (the profile's gaps, the fee, where the review of their credentials stands, decision
 * 0213), then the two steps beside the listing: open times, and a payout account. `/practice/`
 * shows it always; the overview only until every step is done (`onlyUntilDone`).
 */
export function ListingChecklist({
  profile,
  onlyUntilDone = false,
}: {
  profile: ProviderProfile;
  onlyUntilDone?: boolean;
}) {
  const t = useTranslations("Practice");
  const localTime = useLocalDateTime();
  const day = (iso: string | null) => (iso ? localTime(iso, "recordDay") : "");
  const { setup } = profile;
  const done = profile.isListed && setup.availability && setup.payoutAccount;
  const listed = (
    <div
      role="status"
      className="rounded-2xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200"
    >
      {t("listed")}
    </div>
  );
  if (done) return onlyUntilDone ? null : listed;

  const gaps = profile.missing.filter((m) => m !== "credentials" && m !== "fee");
  const hasFee = !profile.missing.includes("fee");
  const v = profile.verification;
  const approved = !profile.missing.includes("credentials");
  const lapsed = v.approvedAt === null && v.expiresAt !== null;
  const review = approved
    ? t("checklist.credentialsApproved")
    : lapsed
      ? t("checklist.credentialsLapsed", { date: day(v.expiresAt) })
      : v.status === "submitted"
        ? t("checklist.credentialsSubmitted", { date: day(v.submittedAt) })
        : v.status === "rejected"
          ? t("checklist.credentialsRejected", { date: day(v.reviewedAt) })
          : v.status === "approved"
            ? t("checklist.credentialsLapsed", { date: day(v.expiresAt) })
            : t("checklist.credentialsNotSubmitted");

  return (
    <div className="space-y-4">
      {profile.isListed && !onlyUntilDone ? listed : null}
      <section
        aria-labelledby="listing-checklist-title"
        className="rounded-2xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200 sm:p-6"
      >
        <h2 id="listing-checklist-title" className="text-base font-semibold">
          {profile.isListed ? t("checklist.titleListed") : t("checklist.title")}
        </h2>
        <p className="mt-1">{t("checklist.intro")}</p>
        <ol className="mt-4 space-y-3">
          <Step done={gaps.length === 0}>
            {gaps.length === 0 ? (
              <p className="font-medium">{t("checklist.profileDone")}</p>
            ) : (
              <>
                <p className="font-medium">{t("checklist.profileMissing")}</p>
                <p className="mt-0.5">
                  {gaps.map((m) => t(`missing.${m}` as "missing.bio")).join(", ")}
                </p>
                {onlyUntilDone ? (
                  <StepLink href="/practice">{t("checklist.toPractice")}</StepLink>
                ) : null}
              </>
            )}
          </Step>
          <Step done={hasFee}>
            <p className="font-medium">{t("checklist.feeTitle")}</p>
            <p className="mt-0.5">{hasFee ? t("checklist.feeDone") : t("checklist.feeMissing")}</p>
            {!hasFee && onlyUntilDone ? (
              <StepLink href="/practice/#fees-heading">{t("checklist.toFee")}</StepLink>
            ) : null}
          </Step>
          <Step done={setup.availability}>
            <p className="font-medium">{t("checklist.availabilityTitle")}</p>
            <p className="mt-0.5">
              {setup.availability
                ? t("checklist.availabilityDone")
                : t("checklist.availabilityMissing")}
            </p>
            {setup.availability ? null : (
              <StepLink href="/availability">{t("checklist.toAvailability")}</StepLink>
            )}
          </Step>
          <Step done={approved}>
            <p className="font-medium">{t("checklist.credentialsTitle")}</p>
            <p className="mt-0.5">{review}</p>
            {v.status === "rejected" && v.note ? (
              <div className="mt-2 rounded-xl bg-white p-3 text-red-900 ring-1 ring-red-200">
                <p className="font-semibold">{t("checklist.reviewerNote")}</p>
                <p className="mt-1 whitespace-pre-line">{v.note}</p>
              </div>
            ) : null}
            {approved || v.status === "submitted" ? null : (
              <StepLink href="/credentials">{t("checklist.toCredentials")}</StepLink>
            )}
          </Step>
          <Step done={setup.payoutAccount}>
            <p className="font-medium">{t("checklist.payoutTitle")}</p>
            <p className="mt-0.5">
              {setup.payoutAccount ? t("checklist.payoutDone") : t("checklist.payoutMissing")}
            </p>
            {setup.payoutAccount ? null : (
              <StepLink href="/earnings/#payout-title">{t("checklist.toPayout")}</StepLink>
            )}
          </Step>
        </ol>
      </section>
    </div>
  );
}

/** The overview's copy of the checklist: shown only until every step is done. */
export function ListingNotice() {
  const profile = useProviderProfile();
  if (!profile.data) return null;
  return <ListingChecklist profile={profile.data} onlyUntilDone />;
}
