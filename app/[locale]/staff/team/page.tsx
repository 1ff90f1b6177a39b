import { StaffTeam } from "@/features/staff/components/staff-team";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["Common", "Staff"]}>
      <StaffTeam />
    </ClientMessages>
  );
}
