import { StaffOverview } from "@/features/staff/components/staff-shell";

export default function Page() {
  return <StaffOverview />;
}
