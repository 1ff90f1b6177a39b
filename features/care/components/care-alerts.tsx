"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { errorToMessage } from "@/lib/api/error-message";
import { useAcknowledgeAlert } from "../api";
import type { CareAlert } from "../schemas";

/** The open alerts of a client, each until the therapist acknowledges it (on record). */
export function CareAlerts({ clientId, alerts }: { clientId: string; alerts: CareAlert[] }) {
  const t = useTranslations("Care.therapist");
  const tc = useTranslations("Common");
  const acknowledge = useAcknowledgeAlert(clientId);
  const format = useLocalDateTime();
  if (!alerts.length) return null;
  return (
    <ul className="space-y-3">
      {alerts.map((alert) => (
        <li
          key={alert.identifier}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300"
        >
          <p className="font-semibold">
            {t("alert", {
              at: format(alert.createdAt, "record"),
            })}
          </p>
          <Button
            disabled={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(alert.identifier, {
                onSuccess: () => toast.success(t("acknowledged")),
                onError: (error) => toast.error(errorToMessage(error, tc("genericError"))),
              })
            }
          >
            {t("acknowledge")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
