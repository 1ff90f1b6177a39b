import { buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/**
 * "Start a conversation" from anywhere (a booking's page, a therapist's client page): opens the
 * messages page with the conversation with this person, created on first use.
 */
export function MessageButton({
  userIdentifier,
  label,
  variant = "secondary",
}: {
  userIdentifier: string;
  /** Already translated, e.g. t("messageButton", { name }) from the Messaging namespace. */
  label: string;
  variant?: "primary" | "secondary";
}) {
  return (
    <Link
      href={{ pathname: "/messages", query: { with: userIdentifier } }}
      className={buttonClass(variant, "text-sm")}
    >
      <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M3 4.5A2.5 2.5 0 0 1 5.5 2h9A2.5 2.5 0 0 1 17 4.5v7a2.5 2.5 0 0 1-2.5 2.5H9l-4 4v-4h0A2 2 0 0 1 3 12V4.5Z" />
      </svg>
      {label}
    </Link>
  );
}
