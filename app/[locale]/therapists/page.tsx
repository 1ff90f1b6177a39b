import { getTranslations, setRequestLocale } from "next-intl/server";
import { DirectoryPage } from "@/features/directory/components/directory-page";
import { loadDirectory } from "@/features/directory/server/page-data";
import { directoryQuerySchema } from "@/features/directory";
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
  // Bad filters in a shared link fall back to no filters rather than an error page.
  const parsed = directoryQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : directoryQuerySchema.parse({});
  const data = await loadDirectory(locale, query);
  return <DirectoryPage data={data} query={query} />;
}
