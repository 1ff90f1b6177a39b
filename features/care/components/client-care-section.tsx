"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useClientCare } from "../api";
import { CareAlerts } from "./care-alerts";
import { ClientFormStates } from "./form-lists";

/**
 * The client page's part (placed by the clients feature): an open alert, until acknowledged, and
 * the way to the questionnaires and scores; and the intake and consent forms' states. The page loads no tag; /clients/{id}/care none either.
 */
export function ClientCareSection({ clientId }: { clientId: string }) {
  const t = useTranslations("Care.therapist");
  const query = useClientCare(clientId);
  return (
    <>
      <section
        aria-labelledby="client-care-heading"
        className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="client-care-heading" className="text-lg font-semibold">
          {t("title")}
        </h2>
        {query.data && <CareAlerts clientId={clientId} alerts={query.data.alerts} />}
        <p>
          <Link
            href={`/clients/${clientId}/care`}
            className="text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            {t("link")}
          </Link>
        </p>
      </section>
      <ClientFormStates clientId={clientId} />
    </>
  );
}
