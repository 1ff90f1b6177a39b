import { Suspense } from "react";
import { VerificationQueue } from "@/features/staff/components/verification-queue";

export default function Page() {
  return (
    <Suspense>
      <VerificationQueue />
    </Suspense>
  );
}
