import { useLocale, useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { formatMoney } from "@/lib/money/currency";
import { Link } from "@/lib/i18n/navigation";
import type { ProviderCard as Card } from "../schemas";
import { displayName } from "../display-name";
import { Avatar } from "./avatar";
import { Rating } from "./rating";
import { VerifiedBadge } from "@/components/ui/verified-badge";

export function ProviderCard({ provider }: { provider: Card }) {
  const t = useTranslations("Directory");
  const locale = useLocale();
  const name = displayName(provider);
  const place = [provider.state?.name, provider.country.name].filter(Boolean).join(", ");
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <article aria-labelledby={`provider-${provider.identifier}`} className="flex flex-1 flex-col">
        <div className="flex gap-4">
          <Avatar
            firstName={provider.firstName}
            lastName={provider.lastName}
            photoUrl={provider.photoUrl}
          />
          <div className="min-w-0">
            <h2
              id={`provider-${provider.identifier}`}
              className="text-lg font-semibold leading-tight"
            >
              {name}
            </h2>
            {provider.headline && <p className="text-sm text-muted">{provider.headline}</p>}
            <p className="mt-1 text-xs text-muted">{place}</p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Rating rating={provider.rating} count={provider.reviewCount} />
          {provider.verified && <VerifiedBadge label={t("verifiedShort")} small />}
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted">{t("fee")}</dt>
            <dd className="font-semibold">
              {provider.fee
                ? provider.fee.isFree
                  ? t("free")
                  : formatMoney(provider.fee.amount, provider.fee.currency, locale)
                : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t("nextAvailable")}</dt>
            {/* Two lines' room: the server shows the time in UTC ("… 9:00 AM UTC"), the browser
                in the viewer's zone, and the shorter text must not pull the card up (CLS). */}
            <dd className="min-h-10 font-semibold">
              {provider.nextAvailable ? (
                <LocalTime iso={provider.nextAvailable} format="session" />
              ) : (
                t("noSlotsSoon")
              )}
            </dd>
          </div>
        </dl>
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {provider.concerns.slice(0, 4).map((concern) => (
            <li
              key={concern.slug}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs ring-1 ring-brand-200"
            >
              {concern.name}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-4">
          <Link
            href={`/therapists/${provider.identifier}`}
            className="inline-flex w-full items-center justify-center rounded-full bg-brand-400 px-4 py-2 text-sm font-semibold text-ink hover:bg-brand-300"
          >
            {t("viewProfile")}
          </Link>
        </div>
      </article>
    </li>
  );
}
