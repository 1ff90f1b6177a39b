import { Suspense } from "react";
import { PeopleList } from "@/features/staff/components/people-list";

export default function Page() {
  return (
    <Suspense>
      <PeopleList />
    </Suspense>
  );
}
