import { ClientMessages } from "@/lib/i18n/client-messages";
import { PersonView } from "@/features/staff/components/person-view";

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  return (
    <ClientMessages namespaces={["Common", "Staff", "Validation"]} keys={{ Booking: ["statuses"] }}>
      <PersonView id={(await params).id} />
    </ClientMessages>
  );
}
