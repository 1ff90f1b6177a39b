import { useFormatter, useTranslations } from "next-intl";

/** Stars in half steps, with the number for screen readers and sighted people alike. */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  const t = useTranslations("Directory");
  const format = useFormatter();
  if (rating === null) return <p className="text-sm text-muted">{t("noReviews")}</p>;
  const percent = (rating / 5) * 100;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span aria-hidden className="relative inline-block text-stone-300">
        ★★★★★
        <span
          className="absolute inset-0 overflow-hidden text-brand-500"
          style={{ width: `${percent}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="font-semibold">
        {format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </span>
      <span className="text-muted">{t("reviewCount", { count })}</span>
    </p>
  );
}
