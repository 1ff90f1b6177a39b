"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { QueryState } from "@/components/ui/query-state";
import type { ModeratedReview } from "@/features/reviews";
import { errorToMessage } from "@/lib/api/error-message";
import { Pager } from "@/components/ui/pager";
import { useModeratedReviews, useModerateReview, type ReviewModeration } from "../api";
import { useUrlFilters } from "./use-url-filters";

const STATUSES = ["reported", "hidden"] as const;

/** Hide (or show again) a review, or dismiss its reports, each with the audit log's reason. */
function Actions({ review }: { review: ModeratedReview }) {
  const t = useTranslations("Staff");
  const act = useModerateReview(review.identifier);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const done: Record<ReviewModeration, string> = {
    hide: t("reviews.hidden"),
    restore: t("reviews.restored"),
    dismiss: t("reviews.dismissed"),
  };
  const run = (action: ReviewModeration) => {
    setError(undefined);
    act.mutate(
      { action, reason },
      {
        onSuccess: () => {
          setReason("");
          toast.success(done[action]);
        },
        onError: (e) => setError(errorToMessage(e, t("actionFailed"))),
      },
    );
  };
  const field = `reason-${review.identifier}`;
  return (
    <div className="space-y-2">
      <label htmlFor={field} className="block text-sm font-medium">
        {t("reviews.reason")}
      </label>
      <input
        id={field}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        className="block w-full rounded-xl border border-stone-300 px-3 py-2"
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {review.hiddenAt ? (
          <Button onClick={() => run("restore")} disabled={act.isPending}>
            {t("reviews.restore")}
          </Button>
        ) : (
          <>
            <Button onClick={() => run("hide")} disabled={act.isPending}>
              {t("reviews.hide")}
            </Button>
            <Button variant="secondary" onClick={() => run("dismiss")} disabled={act.isPending}>
              {t("reviews.dismiss")}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function ReviewItem({ review }: { review: ModeratedReview }) {
  const t = useTranslations("Staff");
  return (
    <li className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 lg:grid-cols-[3fr_2fr]">
      <div className="min-w-0 space-y-2">
        <h2 className="font-semibold">{t("reviews.of", { name: review.therapistName ?? "–" })}</h2>
        <p className="text-sm font-medium">{t("reviews.rating", { rating: review.rating })}</p>
        <p className="whitespace-pre-line break-words">
          {review.comment ?? <span className="text-muted">{t("reviews.noComment")}</span>}
        </p>
        <p className="text-sm text-muted">
          {t("reviews.by")}: {review.isAnonymous ? t("reviews.anonymous") : review.authorName} ·{" "}
          {t("reviews.written")}: <LocalTime iso={review.createdAt} format="record" />
        </p>
        {review.openReports > 0 && (
          <div className="text-sm">
            <p className="font-medium text-amber-900">
              {t("reviews.reports", { count: review.openReports })}
              {review.lastReportedAt && (
                <span className="font-normal text-muted">
                  {" "}
                  · {t("reviews.lastReported")}: <LocalTime iso={review.lastReportedAt} />
                </span>
              )}
            </p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {review.reasons.map((r) => (
                <li
                  key={r.reason}
                  className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs text-amber-900 ring-1 ring-amber-200"
                >
                  {t(`reviews.reasons.${r.reason}`)} · {r.count}
                </li>
              ))}
            </ul>
          </div>
        )}
        {review.hiddenAt && (
          <p className="text-sm">
            {t("reviews.hiddenAt")}: <LocalTime iso={review.hiddenAt} /> ·{" "}
            {t("reviews.hiddenReason")}: {review.hiddenReason}
          </p>
        )}
      </div>
      <Actions review={review} />
    </li>
  );
}

/** /staff/reviews/: reported reviews (or the hidden ones), the filter in the URL (issue 68). */
export function ReviewModerationList() {
  const t = useTranslations("Staff");
  const { values, page, set } = useUrlFilters(["status"] as const);
  const status = values.status === "hidden" ? "hidden" : "reported";
  const list = useModeratedReviews({ page, status });
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("reviews.title")}</h1>
        <p className="text-muted">{t("reviews.intro")}</p>
      </div>
      <div role="group" aria-label={t("reviews.show")} className="flex gap-2">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => set({ status: s === "reported" ? "" : s })}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
              status === s ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-stone-300"
            }`}
          >
            {t(`reviews.statuses.${s}`)}
          </button>
        ))}
      </div>
      <QueryState
        query={list}
        isEmpty={(answer) => answer.data.length === 0}
        labels={{
          loading: t("reviews.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("reviews.empty"),
        }}
      >
        {(answer) => (
          <>
            <ul className="space-y-3">
              {answer.data.map((review) => (
                <ReviewItem key={review.identifier} review={review} />
              ))}
            </ul>
            <Pager meta={answer.meta} onPage={(p) => set({ page: p })} />
          </>
        )}
      </QueryState>
    </section>
  );
}
