import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import type { ProfilePageData } from "../schemas";
import { displayName } from "../display-name";
import { Avatar } from "./avatar";
import { Rating } from "./rating";
import { VerifiedBadge } from "@/components/ui/verified-badge";
import { monthStart } from "@/features/work-history";

type Data = ProfilePageData;

/**
 * `reviewAction`: what the page puts under each review (a signed-in person's "Report", and the
 * therapist's reply controls, from the reviews feature; decisions 0808, 0409).
 */
export async function ProfilePage({
  data,
  reviewAction,
}: {
  data: Data;
  reviewAction?: (review: { identifier: string; reply: string | null }) => ReactNode;
}) {
  const t = await getTranslations("Directory");
  const waitlist = await getTranslations("Waitlist");
  const locale = await getLocale();
  const format = await getFormatter();
  // Months are calendar months, not instants: shown in UTC so no zone shifts them.
  const month = (value: string) =>
    format.dateTime(monthStart(value), { month: "short", year: "numeric", timeZone: "UTC" });
  const { profile, reviews } = data;
  const name = displayName(profile);
  const place = [profile.state?.name, profile.country.name].filter(Boolean).join(", ");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <article className="space-y-8">
          <header className="flex gap-5">
            <Avatar
              firstName={profile.firstName}
              lastName={profile.lastName}
              photoUrl={profile.photoUrl}
              size="lg"
            />
            <div>
              <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
              {profile.headline && <p className="text-lg text-muted">{profile.headline}</p>}
              <p className="mt-1 text-sm text-muted">{place}</p>
              <div className="mt-2">
                <Rating rating={profile.rating} count={profile.reviewCount} />
              </div>
              {profile.verified && (
                <div className="mt-2">
                  <VerifiedBadge label={t("verified")} />
                </div>
              )}
              {/* On a phone the side column comes after the reviews: its booking link is also here,
                  in reach without scrolling past them (issue 74). */}
              <Link
                href={`/therapists/${profile.identifier}/book`}
                className={buttonClass("primary", "mt-4 lg:hidden")}
              >
                {t("book")}
              </Link>
            </div>
          </header>

          {profile.bio && (
            <section aria-labelledby="about">
              <h2 id="about" className="text-xl font-semibold">
                {t("about")}
              </h2>
              <p className="mt-2 whitespace-pre-line text-muted">{profile.bio}</p>
            </section>
          )}

          {profile.experience.length > 0 && (
            <section aria-labelledby="experience">
              <h2 id="experience" className="text-xl font-semibold">
                {t("experience")}
              </h2>
              <ul className="mt-3 space-y-4">
                {profile.experience.map((job, i) => (
                  <li key={i}>
                    <h3 className="break-words font-medium">{job.jobTitle}</h3>
                    <p className="break-words text-sm">{job.companyName}</p>
                    <p className="text-sm text-muted">
                      {month(job.startDate)} – {job.endDate ? month(job.endDate) : t("present")}
                    </p>
                    {job.description && (
                      <p className="mt-1 whitespace-pre-line break-words text-sm text-muted">
                        {job.description}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="specialities">
            <h2 id="specialities" className="text-xl font-semibold">
              {t("specialities")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {profile.concerns.map((c) => (
                <li
                  key={c.slug}
                  className="rounded-full bg-brand-50 px-3 py-1.5 text-sm ring-1 ring-brand-200"
                >
                  {c.name}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="reviews">
            <h2 id="reviews" className="text-xl font-semibold">
              {t("reviews")}
            </h2>
            {reviews.data.length ? (
              <ul className="mt-3 space-y-3">
                {reviews.data.map((review) => (
                  <li
                    key={review.identifier}
                    className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
                  >
                    <p className="text-sm font-semibold">
                      {"★".repeat(Math.round(review.rating))}{" "}
                      <span className="sr-only">{t("ratingOutOf", { rating: review.rating })}</span>
                    </p>
                    {review.comment && <p className="mt-1">{review.comment}</p>}
                    {review.reply && (
                      <div className="mt-3 border-l-2 border-brand-200 pl-3 text-sm">
                        <p className="text-xs font-semibold text-muted">
                          {t("replyFrom", { name })}
                          {review.replyAt && (
                            <>
                              {" · "}
                              <LocalTime iso={review.replyAt} format="recordDay" />
                            </>
                          )}
                        </p>
                        <p className="mt-1 whitespace-pre-line break-words">{review.reply}</p>
                      </div>
                    )}
                    <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                      <p className="text-xs text-muted">
                        {review.reviewerName ?? t("anonymous")} ·{" "}
                        <LocalTime iso={review.createdAt} format="recordDay" />
                      </p>
                      {reviewAction?.(review)}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted">{t("noReviews")}</p>
            )}
          </section>
        </article>

        <aside className="h-fit space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 lg:sticky lg:top-24">
          <h2 className="text-lg font-semibold">{t("therapies")}</h2>
          <ul className="space-y-2 text-sm">
            {profile.categories.map((c) => {
              const fee = profile.fees.find((f) => f.categoryIdentifier === c.identifier);
              return (
                <li key={c.slug} className="flex justify-between gap-3">
                  <span>{c.name}</span>
                  <span className="font-semibold">
                    {fee
                      ? fee.isFree
                        ? t("free")
                        : formatMoney(fee.amount, fee.currency, locale)
                      : "—"}
                  </span>
                </li>
              );
            })}
          </ul>
          {profile.modalities.length > 0 && (
            <p className="text-sm text-muted">
              {t("meets")} {profile.modalities.map((m) => m.name).join(", ")}
            </p>
          )}
          {profile.languages.length > 0 && (
            <p className="text-sm text-muted">
              {t("speaks")} {profile.languages.map((l) => l.name).join(", ")}
            </p>
          )}
          {profile.nextAvailable && (
            // Two lines' room, as on the directory's cards: the time changes from UTC to the
            // viewer's zone on hydration and must not move what follows.
            <p className="min-h-10 text-sm">
              <span className="text-muted">{t("nextAvailable")}:</span>{" "}
              <LocalTime iso={profile.nextAvailable} format="session" />
            </p>
          )}
          <Link
            href={`/therapists/${profile.identifier}/book`}
            className={buttonClass("primary", "w-full")}
          >
            {t("book")}
          </Link>
          {/* No time that suits? Wait for one (issue 71). */}
          <Link
            href={`/waitlist?provider=${profile.identifier}`}
            className={buttonClass("secondary", "w-full")}
          >
            {waitlist("openProfile")}
          </Link>
          {profile.officeAddress && (
            <p className="text-sm text-muted">
              <span className="font-medium text-ink">{t("office")}</span> {profile.officeAddress}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
