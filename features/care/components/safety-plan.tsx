"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { useUserInfo } from "@/features/accounts/api";
import { useOwnSafetyPlans, useSafetyPlan } from "../safety-api";
import { SAFETY_SECTIONS, type SafetyPlan } from "../safety/schemas";
import { SafetyPlanForm } from "./safety-plan-form";

const card = "space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";

/** One pair's plan: read, or edited by either of them. */
export function SafetyPlanPanel({
  plan,
  showTherapist,
}: {
  plan: SafetyPlan;
  showTherapist: boolean;
}) {
  const t = useTranslations("Care.safety");
  const format = useLocalDateTime();
  const [editing, setEditing] = useState(false);
  const written = plan.version > 0;
  return (
    <section className="space-y-4">
      {showTherapist && plan.therapistName && (
        <h2 className="text-xl font-semibold">{t("with", { name: plan.therapistName })}</h2>
      )}
      {plan.updatedAt && (
        <p className="text-sm text-muted">
          {t("updated", {
            at: format(plan.updatedAt, "record"),
            who: plan.updatedByYou ? t("you") : t("other"),
          })}
        </p>
      )}
      {editing ? (
        <SafetyPlanForm plan={plan} onDone={() => setEditing(false)} />
      ) : (
        <>
          {SAFETY_SECTIONS.map((section) => (
            <div key={section} className={card}>
              <h3 className="text-lg font-semibold">{t(`sections.${section}`)}</h3>
              {plan.sections[section].length ? (
                <ul className="list-disc space-y-1 pl-5">
                  {plan.sections[section].map((item, index) => (
                    <li key={index} className="whitespace-pre-line">
                      {item}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">{t("empty")}</p>
              )}
            </div>
          ))}
          <Button type="button" onClick={() => setEditing(true)}>
            {written ? t("edit") : t("start")}
          </Button>
        </>
      )}
    </section>
  );
}

/** /care/safety-plan: the client's plans, one per therapist. */
export function OwnSafetyPlans() {
  const t = useTranslations("Care.safety");
  const query = useOwnSafetyPlans();
  if (query.isPending) return <Spinner label={t("loading")} />;
  if (query.isError)
    return (
      <LoadFailed message={t("failed")} retryLabel={t("retry")} onRetry={() => query.refetch()} />
    );
  if (!query.data.length) return <p className="text-muted">{t("noTherapist")}</p>;
  return (
    <div className="space-y-10">
      {query.data.map((plan) => (
        <SafetyPlanPanel key={plan.providerId} plan={plan} showTherapist={query.data.length > 1} />
      ))}
    </div>
  );
}

/** On the client's care page: the therapist's plan with this client. */
export function ClientSafetyPlan({ clientId }: { clientId: string }) {
  const t = useTranslations("Care.safety");
  const me = useUserInfo();
  const query = useSafetyPlan(me.data?.identifier, clientId);
  return (
    <section aria-labelledby="safety-plan-heading" className="space-y-3">
      <h2 id="safety-plan-heading" className="text-2xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-muted">{t("therapistIntro")}</p>
      {query.isError || me.isError ? (
        <LoadFailed
          message={t("failed")}
          retryLabel={t("retry")}
          onRetry={() => (me.isError ? me.refetch() : query.refetch())}
        />
      ) : query.data ? (
        <SafetyPlanPanel plan={query.data} showTherapist={false} />
      ) : (
        <Spinner label={t("loading")} />
      )}
    </section>
  );
}
