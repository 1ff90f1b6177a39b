"use client";

import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import type { SessionReview } from "../schemas";
import { ReplyText } from "./review-reply";
import { Stars } from "./stars";

/** A review as text: the comment is plain text (React escapes it), never markup. */
export function ReviewCard({ review, heading }: { review: SessionReview; heading: string }) {
  const t = useTranslations("Reviews");
  return (
    <div className="rounded-xl bg-stone-50 p-4 text-sm">
      <p className="font-semibold">{heading}</p>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <span className="font-semibold">{t("ratingValue", { rating: review.rating })}</span>
      </p>
      {review.comment && <p className="mt-2 whitespace-pre-line break-words">{review.comment}</p>}
      {review.isHidden && (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-900 ring-1 ring-amber-200">
          {t("hiddenNote")}
        </p>
      )}
      <p className="mt-2 text-muted">
        {review.isAnonymous ? t("anonymousClient") : review.reviewerName} ·{" "}
        <LocalTime iso={review.createdAt} format="record" />
        {review.editedAt && ` · ${t("editedNote")}`}
      </p>
      <ReplyText reply={review.reply} replyAt={review.replyAt} />
    </div>
  );
}
