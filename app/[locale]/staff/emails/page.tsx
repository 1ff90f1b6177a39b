import { Suspense } from "react";
import { FailedEmails } from "@/features/staff/components/failed-emails";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff"]}>
      {/* The list reads its page from the URL (useSearchParams). */}
      <Suspense>
        <FailedEmails />
      </Suspense>
    </ClientMessages>
  );
}
