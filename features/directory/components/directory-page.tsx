import { getLocale, getTranslations } from "next-intl/server";
import { currencyForCountry, formatMoney } from "@/lib/money/currency";
import { Link } from "@/lib/i18n/navigation";
import { ALL_COUNTRIES } from "../country-filter";
import { DIRECTORY_SEARCH_MAX, type DirectoryPageData, type DirectoryQuery } from "../schemas";
import { CollapsibleFilters } from "./collapsible-filters";
import { FilterSelect } from "./filter-select";
import { ProviderCard } from "./provider-card";
import { SearchBox } from "./search-box";
import { SearchForm } from "./search-form";

type Data = DirectoryPageData;

function safeCurrency(countryCode: string) {
  try {
    return currencyForCountry(countryCode);
  } catch {
    return undefined;
  }
}

export async function DirectoryPage({ data, query }: { data: Data; query: DirectoryQuery }) {
  const t = await getTranslations("Directory");
  const { providers } = data;
  const pages = Math.max(1, Math.ceil(providers.meta.total / providers.meta.pageSize));
  // Every country is asked for by name: no country in the address is the visitor's own (0219).
  const countryCode = query.countryCode ?? ALL_COUNTRIES;
  const pageHref = (page: number) => ({
    pathname: "/therapists",
    query: Object.fromEntries(
      Object.entries({ ...query, countryCode, page: String(page) }).filter(
        ([, v]) => v !== undefined && v !== "",
      ),
    ) as Record<string, string>,
  });
  const genders = ["female", "male", "non-binary"] as const;
  const modalities = ["video", "audio", "in-person", "chat"] as const;
  const currency = query.countryCode ? safeCurrency(query.countryCode) : undefined;
  const priceSteps = currency === "NGN" ? [10_000, 25_000, 50_000, 100_000] : [50, 100, 150, 200];
  const locale = await getLocale();
  const countryName = data.countries.find((c) => c.code === query.countryCode)?.name;
  // A fee limit and a state are the country's own: they go with it.
  const { state: _state, maxFee: _maxFee, page: _page, ...everywhere } = query;
  const allCountriesHref = {
    pathname: "/therapists",
    query: Object.fromEntries(
      Object.entries({ ...everywhere, countryCode: ALL_COUNTRIES }).filter(
        ([, v]) => v !== undefined && v !== "",
      ),
    ) as Record<string, string>,
  };
  const activeFilters = Object.entries(query).filter(
    ([key, value]) => !["q", "page"].includes(key) && value !== undefined && value !== "",
  ).length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("subtitle")}</p>

      <SearchForm label={t("filters")}>
        <SearchBox
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          submitLabel={t("searchButton")}
          maxLength={DIRECTORY_SEARCH_MAX}
        />
        <CollapsibleFilters label={t("filters")} activeCount={activeFilters}>
          <FilterSelect
            name="countryCode"
            label={t("country")}
            anyLabel={t("anyCountry")}
            resets={["state", "maxFee"]}
            value={countryCode}
            anyValue={ALL_COUNTRIES}
            options={data.countries.map((c) => ({ value: c.code!, label: c.name }))}
          />
          <FilterSelect
            name="state"
            label={query.countryCode === "US" ? t("usState") : t("region")}
            anyLabel={t("anyState")}
            options={data.states.map((s) => ({ value: s.code!, label: s.name }))}
          />
          <FilterSelect
            name="category"
            label={t("category")}
            anyLabel={t("anyCategory")}
            options={data.categories.map((c) => ({ value: c.slug!, label: c.name }))}
          />
          <FilterSelect
            name="concern"
            label={t("concern")}
            anyLabel={t("anyConcern")}
            options={data.concerns.map((c) => ({ value: c.slug!, label: c.name }))}
          />
          <FilterSelect
            name="modality"
            label={t("modality")}
            anyLabel={t("anyModality")}
            options={modalities.map((m) => ({ value: m, label: t(`modalities.${m}`) }))}
          />
          <FilterSelect
            name="language"
            label={t("language")}
            anyLabel={t("anyLanguage")}
            options={data.languages.map((l) => ({ value: l.slug!, label: l.name }))}
          />
          {currency && (
            <FilterSelect
              name="maxFee"
              label={t("maxFee")}
              anyLabel={t("anyPrice")}
              options={priceSteps.map((major) => ({
                value: String(major),
                label: t("upTo", { amount: formatMoney(major * 100, currency, locale) }),
              }))}
            />
          )}
          <FilterSelect
            name="gender"
            label={t("gender")}
            anyLabel={t("anyGender")}
            options={genders.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
          />
        </CollapsibleFilters>
      </SearchForm>

      <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <p className="text-muted" role="status">
          {countryName
            ? t("resultsIn", { count: providers.meta.total, country: countryName })
            : t("results", { count: providers.meta.total })}
        </p>
        {countryName && (
          <Link href={allCountriesHref} className="font-medium text-brand-800 underline">
            {t("anyCountry")}
          </Link>
        )}
      </div>

      {providers.data.length ? (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {providers.data.map((provider) => (
            <ProviderCard key={provider.identifier} provider={provider} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
          <p className="font-medium">{t("empty")}</p>
          <Link
            href="/therapists"
            className="mt-3 inline-block font-medium text-brand-800 underline"
          >
            {t("clearFilters")}
          </Link>
        </div>
      )}

      {pages > 1 && (
        <nav
          aria-label={t("pagination")}
          className="mt-8 flex items-center justify-center gap-4 text-sm"
        >
          {providers.meta.page > 1 && (
            <Link
              href={pageHref(providers.meta.page - 1)}
              className="font-medium text-brand-800 underline"
            >
              {t("previous")}
            </Link>
          )}
          <span>{t("pageOf", { page: providers.meta.page, pages })}</span>
          {providers.meta.page < pages && (
            <Link
              href={pageHref(providers.meta.page + 1)}
              className="font-medium text-brand-800 underline"
            >
              {t("next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
