import { Suspense } from "react";
import { WalletAdjustments } from "@/features/staff/components/wallet-adjustments";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff", "Validation"]}>
      {/* The lists read their search, status and page from the URL (useSearchParams). */}
      <Suspense>
        <WalletAdjustments />
      </Suspense>
    </ClientMessages>
  );
}
