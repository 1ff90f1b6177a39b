import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { HomePage } from "@/features/shell/components/home-page";
import { loadShellData } from "@/features/shell/server/page-data";

export default async function Home({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <HomePage shell={await loadShellData(locale)} locale={locale} />;
}
