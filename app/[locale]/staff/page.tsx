import { ClientMessages } from "@/lib/i18n/client-messages";
import { StaffOverview } from "@/features/staff/components/staff-shell";

export default function Page() {
  return (
    <ClientMessages namespaces={["Staff"]}>
      <StaffOverview />
    </ClientMessages>
  );
}
