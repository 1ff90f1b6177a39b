"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { EmergencyContactCard } from "@/features/client-account";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { useClientProfile } from "../api";
import { ClientAppointments } from "./client-appointments";
import { ClientHeader } from "./client-header";
import { ClientNotesSection } from "./client-notes-section";

/** /clients/{id}: the client's header, their appointments with this therapist, and notes. */
export function ClientPage({ id }: { id: string }) {
  const t = useTranslations("Clients");
  const tc = useTranslations("Common");
  const profile = useClientProfile(id);
  return (
    <div className="space-y-6">
      <Link href="/clients" className="text-sm font-medium text-brand-800 underline">
        {t("back")}
      </Link>
      {profile.isLoading ? (
        <Spinner label={tc("loading")} />
      ) : !profile.data ? (
        <p role="alert">{errorToMessage(profile.error, tc("genericError"))}</p>
      ) : (
        <>
          <ClientHeader client={profile.data} />
          <EmergencyContactCard contact={profile.data.emergencyContact} />
          <ClientAppointments clientId={id} />
          <ClientNotesSection clientId={id} />
        </>
      )}
    </div>
  );
}
