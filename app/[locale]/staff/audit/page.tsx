import { Suspense } from "react";
import { AuditLog } from "@/features/staff/components/audit-log";

export default function Page() {
  return (
    <Suspense>
      <AuditLog />
    </Suspense>
  );
}
