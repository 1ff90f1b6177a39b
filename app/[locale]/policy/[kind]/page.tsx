import { getTranslations, setRequestLocale } from "next-intl/server";
import { CancellationPolicy } from "@/features/booking/components/cancellation-policy";
import { LegalText, type LegalKind } from "@/features/shell/components/legal-text";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import type { Locale } from "@/lib/i18n/routing";

/** /policy/client-cancellation and /policy/provider-cancellation (spec section 2). */
const PARTIES = { "client-cancellation": "client", "provider-cancellation": "provider" } as const;
/** /policy/terms and /policy/privacy, which registration's checkbox links to. */
const LEGAL: readonly LegalKind[] = ["terms", "privacy"];
type Kind = keyof typeof PARTIES;
type Props = { params: Promise<{ locale: Locale; kind: string }> };

const partyOf = (kind: string) => (kind in PARTIES ? PARTIES[kind as Kind] : undefined);
const legalOf = (kind: string) => LEGAL.find((k) => k === kind);

export async function generateMetadata({ params }: Props) {
  const { locale, kind } = await params;
  const legal = legalOf(kind);
  if (legal) {
    const t = await getTranslations({ locale, namespace: "Legal" });
    return { title: t(`${legal}Title`) };
  }
  const party = partyOf(kind);
  if (!party) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Policy" });
  return { title: t(party === "client" ? "clientTitle" : "providerTitle") };
}

export default async function Page({ params }: Props) {
  const { locale, kind } = await params;
  setRequestLocale(locale);
  const legal = legalOf(kind);
  if (legal) return <LegalText kind={legal} locale={locale} />;
  const party = partyOf(kind);
  if (!party) return notFoundPage();
  return <CancellationPolicy party={party} locale={locale} />;
}
