import { ClientMessages } from "@/lib/i18n/client-messages";
import { VerificationCaseView } from "@/features/staff/components/verification-case";

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  return (
    <ClientMessages namespaces={["Common", "Staff"]}>
      <VerificationCaseView therapistId={(await params).id} />
    </ClientMessages>
  );
}
