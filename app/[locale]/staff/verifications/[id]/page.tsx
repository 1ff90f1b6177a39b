import { VerificationCaseView } from "@/features/staff/components/verification-case";

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  return <VerificationCaseView therapistId={(await params).id} />;
}
