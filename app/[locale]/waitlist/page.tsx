import { getTranslations, setRequestLocale } from "next-intl/server";
import { loadProfile } from "@/features/directory/server/page-data";
import { JoinWaitlistForm } from "@/features/waitlist/components/join-waitlist-form";
import { WaitlistList } from "@/features/waitlist/components/waitlist-list";
import { WAITLIST_MAX } from "@/features/waitlist";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ provider?: string }>;
};

export const generateMetadata = pageTitle("Waitlist", "title");

/**
 * A client's waitlists (issue 71). Opened from a therapist's profile (`?provider=`), it starts
 * with the form to join that therapist's.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Waitlist");
  const { provider } = await searchParams;
  const profile = provider ? (await loadProfile(locale, provider))?.profile : undefined;
  return (
    <ClientMessages namespaces={["Common", "Waitlist"]}>
      <section className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-muted">{t("intro")}</p>
          <p className="text-sm text-muted">{t("limit", { max: WAITLIST_MAX })}</p>
        </div>
        {profile && (
          <JoinWaitlistForm
            providerId={profile.identifier}
            providerName={`${profile.firstName} ${profile.lastName}`}
            categories={profile.categories.map((c) => ({ identifier: c.identifier, name: c.name }))}
            modalities={profile.modalities.map((m) => m.slug)}
          />
        )}
        <WaitlistList />
      </section>
    </ClientMessages>
  );
}
