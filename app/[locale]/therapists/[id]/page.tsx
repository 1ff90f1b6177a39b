import { cookies } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ReviewActions } from "@/features/reviews/components/review-actions";
import { hasSession } from "@/lib/auth/session-state";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { ProfilePage } from "@/features/directory/components/profile-page";
import { loadProfile } from "@/features/directory/server/page-data";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import type { Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const data = await loadProfile(locale, id);
  const t = await getTranslations({ locale, namespace: "Directory" });
  if (!data) return { title: t("title"), ...notFoundMetadata };
  const { firstName, lastName, headline } = data.profile;
  return {
    title: `${firstName} ${lastName} – ${headline ?? t("title")}`,
    description: data.profile.bio?.slice(0, 160),
  };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const data = await loadProfile(locale, id);
  if (!data) return notFoundPage();
  // Signed-in clients and therapists may report a review (decision 0808); the therapist replies.
  const signedIn = hasSession(await cookies());
  return (
    <ClientMessages
      namespaces={["Reviews"]}
      keys={{ Common: ["genericError"], Validation: ["textContentMin", "textContentMax"] }}
    >
      <ProfilePage
        data={data}
        reviewAction={
          signedIn ? (review) => <ReviewActions providerId={id} review={review} /> : undefined
        }
      />
    </ClientMessages>
  );
}
