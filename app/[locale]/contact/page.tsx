import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormCard } from "@/components/ui/card";
import { ContactForm } from "@/features/support/components/contact-form";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Support" });
  return { title: t("title"), description: t("subtitle") };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Support");
  return (
    <ClientMessages namespaces={["Support", "Common", "Validation"]}>
      <FormCard title={t("title")} subtitle={t("subtitle")}>
        <p className="mb-6 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("crisis")}
        </p>
        <ContactForm page="/contact" />
      </FormCard>
    </ClientMessages>
  );
}
