"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { VerifiedBadge } from "@/components/ui/verified-badge";
import { displayName } from "@/features/directory";
import { Link } from "@/lib/i18n/navigation";
import { useRecommendations } from "../api";
import type { Recommendation } from "../schemas";

/**
 * /recommended-provider: therapists ranked by fit, each card saying why ("Speaks German ·
 * Trauma · Video call"), beside the preferences that shaped the list (the page passes the
 * client-account panel in), which can be changed here and re-rank the list.
 */
export function RecommendationList({ preferences }: { preferences: ReactNode }) {
  const t = useTranslations("Recommendations");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const list = useRecommendations(locale);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        {list.isLoading ? (
          <Spinner label={tc("loading")} className="py-10" />
        ) : list.isError || !list.data ? (
          <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            <p>{t("failed")}</p>
            <Button variant="secondary" onClick={() => list.refetch()}>
              {t("retry")}
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-muted ring-1 ring-stone-200">{t("empty")}</p>
        ) : (
          <ol className="space-y-3">
            {list.data.map((r, i) => (
              <RecommendationCard key={r.identifier} recommendation={r} rank={i + 1} />
            ))}
          </ol>
        )}
      </div>
      <aside aria-labelledby="shaped-by" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 id="shaped-by" className="text-lg font-semibold">
          {t("shapedBy")}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted">{t("shapedByText")}</p>
        {preferences}
      </aside>
    </div>
  );
}

function RecommendationCard({
  recommendation: r,
  rank,
}: {
  recommendation: Recommendation;
  rank: number;
}) {
  const t = useTranslations("Recommendations");
  const reasons = r.reasons
    .slice(0, 4)
    .map((reason) =>
      reason.kind === "language" ? t("speaks", { language: reason.name }) : reason.name,
    );
  const blockers = r.blockers.map((b) =>
    b === "country" ? t("blockerCountry") : t("blockerLanguage"),
  );
  const name = displayName(r);
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      {r.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by our API with its caching
        <img src={r.photo} alt="" className="size-16 shrink-0 rounded-2xl object-cover" />
      ) : (
        <span
          aria-hidden
          className="grid size-16 shrink-0 place-items-center rounded-2xl bg-brand-100 text-xl font-bold text-brand-900"
        >
          {r.firstName.slice(0, 1)}
          {r.lastName.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t("rank", { rank })}
        </p>
        <h2 className="text-lg font-semibold">{name}</h2>
        {r.verified && <VerifiedBadge label={t("verified")} small />}
        {r.headline && <p className="text-sm text-muted">{r.headline}</p>}
        <p className="mt-2 text-sm font-medium text-brand-900">
          {reasons.length ? reasons.join(" · ") : t("noReasons")}
        </p>
        {blockers.length > 0 && <p className="mt-1 text-sm text-red-800">{blockers.join(" · ")}</p>}
        <Link
          href={`/therapists/${r.identifier}`}
          className="mt-2 inline-block text-sm font-semibold text-brand-900 underline"
        >
          {t("viewProfile")}
          <span className="sr-only">: {name}</span>
        </Link>
      </div>
    </li>
  );
}
