import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { countryName } from "@/lib/i18n/country-name";
import { Link } from "@/lib/i18n/navigation";
import type { ShellData } from "../schemas";

const trustIcons = {
  trustVerified: "M9 12l2 2 4-4M12 3l7 4v5c0 4.5-3 8-7 9-4-1-7-4.5-7-9V7l7-4z",
  trustPrivate: "M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z",
  trustFlexible: "M4 4v6h6M20 20v-6h-6M5 15a8 8 0 0 0 14 2M19 9A8 8 0 0 0 5 7",
} as const;

export function HomePage({ shell, locale }: { shell: ShellData; locale: string }) {
  const t = useTranslations("Home");
  // Unknown (the list did not load) counts as operating: the usual text, as before.
  const operating =
    !shell.countries.length || shell.countries.some((c) => c.code === shell.countryCode);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-100 to-surface">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {t("heroTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            {operating
              ? t("heroText", {
                  code: shell.countryCode,
                  country: countryName(shell.countryCode, locale),
                })
              : t("heroTextAnywhere")}
          </p>
          <Link href="/therapists" className={buttonClass("primary", "mt-8 px-7 py-3 text-base")}>
            {t("findCta")}
          </Link>
          <ul className="mt-8 flex flex-wrap gap-3 text-sm font-medium">
            {(Object.keys(trustIcons) as (keyof typeof trustIcons)[]).map((key) => (
              <li
                key={key}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 shadow-sm ring-1 ring-stone-200"
              >
                <svg
                  aria-hidden
                  viewBox="0 0 24 24"
                  className="size-4 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d={trustIcons[key]} />
                </svg>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="top-states">
          <h2 id="top-states" className="text-2xl font-semibold">
            {t("topStatesTitle")}
          </h2>
          {shell.topStates.length ? (
            <ul className="mt-5 grid gap-4 sm:grid-cols-3">
              {shell.topStates.map((state) => (
                <li key={state.identifier}>
                  <Link
                    href={{
                      pathname: "/therapists",
                      query: { countryCode: shell.countryCode, state: state.code ?? "" },
                    }}
                    className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition hover:ring-brand-400"
                  >
                    <span className="block text-lg font-semibold">{state.name}</span>
                    <span className="block text-sm text-muted">
                      {t("therapistCount", { count: state.therapistCount ?? 0 })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">{t("topStatesEmpty")}</p>
          )}
        </section>

        {shell.categories.length > 0 && (
          <section aria-labelledby="categories">
            <h2 id="categories" className="text-2xl font-semibold">
              {t("categoriesTitle")}
            </h2>
            <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {shell.categories.map((category) => (
                <li key={category.identifier}>
                  <Link
                    href={{ pathname: "/therapists", query: { category: category.slug ?? "" } }}
                    className="block h-full rounded-xl bg-white px-4 py-4 text-center font-medium shadow-sm ring-1 ring-stone-200 transition hover:ring-brand-400 max-[359px]:px-2 max-[359px]:text-sm"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {shell.concerns.length > 0 && (
          <section aria-labelledby="concerns">
            <h2 id="concerns" className="text-2xl font-semibold">
              {t("concernsTitle")}
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {shell.concerns.map((concern) => (
                <li key={concern.identifier}>
                  <Link
                    href={{ pathname: "/therapists", query: { concern: concern.slug ?? "" } }}
                    className="block rounded-full bg-brand-50 px-4 py-2 text-sm font-medium ring-1 ring-brand-200 transition hover:bg-brand-100"
                  >
                    {concern.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section
          aria-labelledby="how"
          className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200"
        >
          <h2 id="how" className="text-2xl font-semibold">
            {t("howTitle")}
          </h2>
          <ol className="mt-5 grid gap-6 sm:grid-cols-3">
            {(["howFind", "howBook", "howMeet"] as const).map((key, index) => (
              <li key={key} className="flex gap-3">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-400 font-bold">
                  {index + 1}
                </span>
                <p className="text-muted">{t(key)}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
