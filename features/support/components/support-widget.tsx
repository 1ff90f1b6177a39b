import { ClientMessages } from "@/lib/i18n/client-messages";
import { CONTACT_VALIDATION_KEYS } from "../schemas";
import { SupportLauncher } from "./support-launcher";

/**
 * The support widget with the messages it reads: its own texts and only the validation messages
 * of the contact form, not the whole Validation namespace, since it is on every page.
 */
export function SupportWidget() {
  return (
    <ClientMessages
      namespaces={["Support", "Common"]}
      keys={{ Validation: CONTACT_VALIDATION_KEYS }}
    >
      <SupportLauncher />
    </ClientMessages>
  );
}
