import { Suspense } from "react";
import { ExpiringLicences } from "@/features/staff/components/expiring-licences";
import { VerificationQueue } from "@/features/staff/components/verification-queue";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff"]}>
      {/* The list reads its filters from the URL (useSearchParams). */}
      <div className="space-y-10">
        <Suspense>
          <VerificationQueue />
        </Suspense>
        <ExpiringLicences />
      </div>
    </ClientMessages>
  );
}
