import { Suspense } from "react";
import { SupportInbox } from "@/features/support/components/support-inbox";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "SupportInbox"]}>
      {/* The list reads its filters from the URL (useSearchParams). */}
      <Suspense>
        <SupportInbox />
      </Suspense>
    </ClientMessages>
  );
}
