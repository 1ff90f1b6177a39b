import { Suspense } from "react";
import { PayoutsDue } from "@/features/staff/components/payouts-due";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff", "Validation", "DateField"]}>
      {/* The list reads its month and page from the URL (useSearchParams). */}
      <Suspense>
        <PayoutsDue />
      </Suspense>
    </ClientMessages>
  );
}
