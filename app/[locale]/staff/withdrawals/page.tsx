import { Suspense } from "react";
import { ClientWithdrawals } from "@/features/staff/components/client-withdrawals";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff", "Validation"]}>
      {/* The list reads its state and page from the URL (useSearchParams). */}
      <Suspense>
        <ClientWithdrawals />
      </Suspense>
    </ClientMessages>
  );
}
