import { setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { FormFill } from "@/features/care/components/form-fill";
import { sessionUserType } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export const generateMetadata = pageTitle("Care.forms", "title");

/**
 * One intake or consent form (issue 70): its client fills it in and sends it; its therapist reads
 * it once sent. No tag loads here (lib/analytics/untracked.ts).
 */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const role = sessionUserType(await cookies()) ?? "client";
  return (
    <ClientMessages namespaces={["Care", "Common", "NotFound", "Validation"]}>
      <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <FormFill id={id} role={role} />
      </section>
    </ClientMessages>
  );
}
