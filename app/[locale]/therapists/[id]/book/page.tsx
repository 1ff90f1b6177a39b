import { getTranslations, setRequestLocale } from "next-intl/server";
import { BookSession } from "@/features/booking/components/book-session";
import { loadProfile } from "@/features/directory/server/page-data";
import { notFoundPage } from "@/features/shell/server/page-data";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export const generateMetadata = pageTitle("Booking", "title");

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const data = await loadProfile(locale, id);
  if (!data) return notFoundPage();
  const t = await getTranslations("Booking");
  const { profile } = data;
  return (
    <ClientMessages namespaces={["Booking", "Common", "Validation", "Waitlist"]}>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="text-3xl font-bold">
          {t("titleWith", { name: `${profile.firstName} ${profile.lastName}` })}
        </h1>
        <p className="mb-8 mt-2 text-muted">{t("subtitle")}</p>
        <BookSession
          therapist={{
            identifier: profile.identifier,
            name: `${profile.firstName} ${profile.lastName}`,
            categories: profile.categories.map((c) => ({ identifier: c.identifier, name: c.name })),
            modalities: profile.modalities,
            fees: profile.fees,
          }}
        />
      </section>
    </ClientMessages>
  );
}
