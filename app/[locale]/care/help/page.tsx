import { setRequestLocale } from "next-intl/server";
import { CrisisHelp } from "@/features/care/components/crisis-help";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export const generateMetadata = pageTitle("Care.crisis", "title");

/** Help at once for the client's country (issue 70); `?after=answer` when their answer led here. */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { after } = await searchParams;
  return (
    <ClientMessages namespaces={["Care"]}>
      <section className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
        <CrisisHelp afterAnswer={after === "answer"} />
      </section>
    </ClientMessages>
  );
}
