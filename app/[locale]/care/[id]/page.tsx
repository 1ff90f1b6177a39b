import { setRequestLocale } from "next-intl/server";
import { MeasureForm } from "@/features/care/components/measure-form";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export const generateMetadata = pageTitle("Care", "title");

/** One questionnaire to answer, in the published wording of the page's language. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages namespaces={["Care", "Common", "NotFound"]}>
      <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <MeasureForm id={id} />
      </section>
    </ClientMessages>
  );
}
