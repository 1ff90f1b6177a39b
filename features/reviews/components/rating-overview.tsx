"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useUserInfo } from "@/features/accounts/api";
import { useRatingOf } from "../api";
import { Stars } from "./stars";

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * A therapist's own rating on their overview: the same figures (GET /review/provider/{id}/count,
 * one computation) as their directory card and profile.
 */
export function RatingOverview() {
  const t = useTranslations("Reviews");
  const tc = useTranslations("Common");
  const format = useFormatter();
  const user = useUserInfo();
  const rating = useRatingOf(user.data?.userType === "provider" ? user.data.identifier : undefined);
  if (user.data && user.data.userType !== "provider") return null;
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 className="text-lg font-semibold">{t("yourRating")}</h2>
      {rating.isLoading || user.isLoading ? (
        <Spinner label={tc("loading")} />
      ) : rating.isError || user.isError ? (
        <p role="alert" className="text-sm">
          {tc("genericError")}
        </p>
      ) : rating.data?.averageRating == null ? (
        <p className="mt-1 text-sm text-muted">{t("noRatings")}</p>
      ) : (
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <Stars rating={rating.data.averageRating} />
          <span className="font-semibold" data-testid="own-rating">
            {t("ratingSummary", {
              rating: format.number(rating.data.averageRating, oneDecimal),
              count: rating.data.count,
            })}
          </span>
        </p>
      )}
    </section>
  );
}
