"use client";

import { useTranslations } from "next-intl";

/**
 * NOTES: the place on a client's page for their client notes. The notes feature links its own
 * route (/clients/{id}/notes) here; until then it says that notes will come.
 */
export function ClientNotesSection({ clientId }: { clientId: string }) {
  const t = useTranslations("Clients");
  return (
    <section
      aria-labelledby="client-notes-heading"
      data-client-id={clientId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="client-notes-heading" className="text-lg font-semibold">
        {t("notes")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("notesSoon")}</p>
    </section>
  );
}
