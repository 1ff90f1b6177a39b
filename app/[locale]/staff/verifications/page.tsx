import { Suspense } from "react";
import { VerificationQueue } from "@/features/staff/components/verification-queue";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff"]}>
      {/* The list reads its filters from the URL (useSearchParams). */}
      <Suspense>
        <VerificationQueue />
      </Suspense>
    </ClientMessages>
  );
}
