import { setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { MessagesPage } from "@/features/messaging/components/messages-page";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/routing";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Messaging", "title");

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  return (
    <ClientMessages namespaces={["Messaging"]}>
      {/* useSearchParams: the page renders per request, the open conversation comes from the URL. */}
      <Suspense>
        <MessagesPage />
      </Suspense>
    </ClientMessages>
  );
}
