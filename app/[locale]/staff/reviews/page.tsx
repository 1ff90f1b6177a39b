import { Suspense } from "react";
import { ReviewModerationList } from "@/features/staff/components/review-moderation";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff"]}>
      {/* The list reads its filter from the URL (useSearchParams). */}
      <Suspense>
        <ReviewModerationList />
      </Suspense>
    </ClientMessages>
  );
}
