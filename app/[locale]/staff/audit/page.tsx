import { Suspense } from "react";
import { AuditLog } from "@/features/staff/components/audit-log";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff"]}>
      {/* The list reads its filters from the URL (useSearchParams). */}
      <Suspense>
        <AuditLog />
      </Suspense>
    </ClientMessages>
  );
}
