import { Suspense } from "react";
import { PeopleList } from "@/features/staff/components/people-list";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff"]}>
      {/* The list reads its filters from the URL (useSearchParams). */}
      <Suspense>
        <PeopleList />
      </Suspense>
    </ClientMessages>
  );
}
