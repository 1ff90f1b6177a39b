import { useTranslations } from "next-intl";
import type { EmergencyContact } from "@/features/client-account";

/**
 * A client's emergency contact as their own therapist sees it on the client's page (the server
 * answers it only to them in GET /client/profile/{id}, once a session with them is confirmed:
 * `beforeSession` says so instead of "none saved"). Its words are client-account's.
 */
export function EmergencyContactCard({
  contact,
  beforeSession = false,
}: {
  contact: EmergencyContact | null;
  beforeSession?: boolean;
}) {
  const t = useTranslations("ClientAccount");
  return (
    <section
      aria-labelledby="emergency-contact-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="emergency-contact-title" className="font-semibold">
        {t("emergencyTitle")}
      </h2>
      {contact ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t("emergencyName")}</dt>
          <dd>{contact.name}</dd>
          <dt className="text-muted">{t("emergencyPhone")}</dt>
          <dd>
            <a className="font-medium text-brand-900 underline" href={`tel:${contact.phoneNumber}`}>
              {contact.phoneNumber}
            </a>
          </dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {beforeSession ? t("emergencyAfterSession") : t("emergencyNone")}
        </p>
      )}
    </section>
  );
}
