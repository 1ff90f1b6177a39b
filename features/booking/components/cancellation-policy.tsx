import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import type { Party } from "../policy";
import { REFUND_WINDOW_HOURS } from "../policy";

const RULES = {
  client: [
    "clientIntro",
    "clientRefund",
    "clientLate",
    "clientByTherapist",
    "clientUnpaid",
    "clientWithdraw",
    "clientClock",
  ],
  provider: [
    "providerIntro",
    "providerRefund",
    "providerNotify",
    "providerClient",
    "providerFreed",
  ],
} as const;

/**
 * The cancellation rules as the server applies them (features/booking/policy.ts), for clients or
 * for therapists. A server component: the policy pages are read before anyone signs in.
 */
export async function CancellationPolicy({ party, locale }: { party: Party; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Policy" });
  const hours = REFUND_WINDOW_HOURS;
  return (
    <article className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">
        {t(party === "client" ? "clientTitle" : "providerTitle")}
      </h1>
      <ul className="list-disc space-y-3 pl-6 text-stone-700">
        {RULES[party].map((key) => (
          <li key={key}>{t(key, { hours })}</li>
        ))}
      </ul>
    </article>
  );
}
