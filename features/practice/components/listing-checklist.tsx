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

/**
 * Whether clients can find and book the therapist, and if not, what is missing: the profile's
 * gaps and where the review of their credentials stands (decision 0213). `/practice/` shows it
 * always; the overview only while the therapist is not listed (`onlyUntilListed`).
 */
export function ListingChecklist({
  profile,
  onlyUntilListed = false,
}: {
  profile: ProviderProfile;
  onlyUntilListed?: boolean;
}) {
  const t = useTranslations("Practice");
  const localTime = useLocalDateTime();
  const day = (iso: string | null) => (iso ? localTime(iso, { dateStyle: "medium" }) : "");
  if (profile.isListed)
    return onlyUntilListed ? null : (
      <div
        role="status"
        className="rounded-2xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200"
      >
        {t("listed")}
      </div>
    );

  const gaps = profile.missing.filter((m) => m !== "credentials");
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
    <section
      aria-labelledby="listing-checklist-title"
      className="rounded-2xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200 sm:p-6"
    >
      <h2 id="listing-checklist-title" className="text-base font-semibold">
        {t("checklist.title")}
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
              {onlyUntilListed ? (
                <Link href="/practice" className="font-medium text-brand-900 underline">
                  {t("checklist.toPractice")}
                </Link>
              ) : null}
            </>
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
            <Link href="/credentials" className="font-medium text-brand-900 underline">
              {t("checklist.toCredentials")}
            </Link>
          )}
        </Step>
      </ol>
    </section>
  );
}

/** The overview's copy of the checklist: shown only while the therapist is not listed. */
export function ListingNotice() {
  const profile = useProviderProfile();
  if (!profile.data) return null;
  return <ListingChecklist profile={profile.data} onlyUntilListed />;
}
