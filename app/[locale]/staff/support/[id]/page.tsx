import { InboxConversation } from "@/features/support/components/inbox-conversation";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  return (
    <ClientMessages namespaces={["Common", "SupportInbox"]}>
      <InboxConversation id={(await params).id} />
    </ClientMessages>
  );
}
