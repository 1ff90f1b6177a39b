import { getTranslations, setRequestLocale } from "next-intl/server";
import { DirectoryPage } from "@/features/directory/components/directory-page";
import { loadDirectory } from "@/features/directory/server/page-data";
import { directoryCountry, directoryQuerySchema } from "@/features/directory";
import { loadShellData } from "@/features/shell/server/page-data";
import { knownCountry } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Directory" });
  return { title: t("title"), description: t("subtitle") };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // An empty value is no filter: the search form sends its "any" choices as ?state= and the like.
  const raw = Object.fromEntries(
    Object.entries(await searchParams)
      .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])
      .filter(([, v]) => v !== undefined && v !== ""),
  );
  // Without a country in the address, a visitor whose country we know starts at its therapists.
  const [shell, visitor] = await Promise.all([loadShellData(locale), knownCountry()]);
  const { countryCode: requested, ...filters } = raw;
  const country = directoryCountry(
    requested,
    visitor,
    shell.countries.map((c) => c.code),
  );
  // Bad filters in a shared link fall back to no filters rather than an error page.
  const parsed = directoryQuerySchema.safeParse({ ...filters, countryCode: country.countryCode });
  const query = parsed.success ? parsed.data : directoryQuerySchema.parse({});
  const data = await loadDirectory(locale, query);
  return <DirectoryPage data={data} query={query} />;
}
