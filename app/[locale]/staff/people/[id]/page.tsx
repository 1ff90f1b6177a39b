import { PersonView } from "@/features/staff/components/person-view";

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  return <PersonView id={(await params).id} />;
}
