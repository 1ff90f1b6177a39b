import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormTemplates } from "@/features/care/components/form-templates";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Care.forms.templates", "title");

/** A therapist's intake and consent forms (issue 70): which new clients get, and their text. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Care.forms.templates");
  return (
    <ClientMessages namespaces={["Care", "Common", "Validation"]}>
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted">{t("intro")}</p>
        <FormTemplates />
      </section>
    </ClientMessages>
  );
}
