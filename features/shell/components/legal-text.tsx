import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";

const SECTIONS = {
  terms: ["who", "account", "money", "therapists", "crisis", "end"],
  privacy: ["what", "clinical", "cookies", "email", "copy", "contact"],
} as const;

export type LegalKind = keyof typeof SECTIONS;

/** The terms of service or the privacy policy, which registration links to (issue 74). */
export async function LegalText({ kind, locale }: { kind: LegalKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Legal" });
  const items =
    kind === "terms"
      ? SECTIONS.terms.map((key) => t(`terms.${key}`))
      : SECTIONS.privacy.map((key) => t(`privacy.${key}`));
  return (
    <article className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t(`${kind}Title`)}</h1>
      <ul className="list-disc space-y-3 pl-6 text-stone-700">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </article>
  );
}
