"use client";

import { useTranslations } from "next-intl";
import { BackLink } from "@/components/ui/back-link";
import { useClientProfile } from "../api";
import type { ClientProfile } from "../schemas";

/**
 * "Back to Chioma Eze": names whose page another one belongs to (their notes) and leads to it.
 * The server's read comes as `initial`; after an expired access token the browser asks again.
 */
export function BackToClient({ id, initial }: { id: string; initial?: ClientProfile }) {
  const t = useTranslations("Clients");
  const profile = useClientProfile(id, initial);
  if (!profile.data) return null;
  const { firstName, lastName } = profile.data;
  return (
    <BackLink
      href={`/clients/${id}`}
      className="inline-block text-sm font-medium text-brand-800 underline"
    >
      {t("backTo", { name: `${firstName} ${lastName}` })}
    </BackLink>
  );
}
