"use client";

import { useTranslations } from "next-intl";
import { ClientNotesLink } from "@/features/notes";

/** A client's notes on their page: the notes feature's own route (/clients/{id}/notes). */
export function ClientNotesSection({ clientId }: { clientId: string }) {
  const t = useTranslations("Clients");
  return (
    <section
      aria-labelledby="client-notes-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="client-notes-heading" className="text-lg font-semibold">
        {t("notes")}
      </h2>
      <p className="mt-2">
        <ClientNotesLink clientId={clientId} />
      </p>
    </section>
  );
}
