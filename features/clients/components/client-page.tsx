"use client";

import { useTranslations } from "next-intl";
import { BackLink } from "@/components/ui/back-link";
import { Spinner } from "@/components/ui/spinner";
import { ClientCareSection } from "@/features/care";
import { MessageButton } from "@/features/messaging";
import { NotFound } from "@/features/shell";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { useClientProfile } from "../api";
import type { ClientProfile } from "../schemas";
import { ClientAppointments } from "./client-appointments";
import { EmergencyContactCard } from "./emergency-contact-card";
import { ClientHeader } from "./client-header";
import { ClientNotesSection } from "./client-notes-section";

/** /clients/{id}: the client's header, their appointments with this therapist, and notes. */
export function ClientPage({ id, initial }: { id: string; initial?: ClientProfile }) {
  const t = useTranslations("Clients");
  const tc = useTranslations("Common");
  const tm = useTranslations("Messaging");
  const profile = useClientProfile(id, initial);
  // The page answers an id that is none of this therapist's clients with 404 from the server, unless
  // its access token had expired: the browser learns it here, after renewing the session.
  if (errorCode(profile.error) === ErrorCode.NOT_FOUND) return <NotFound />;
  return (
    <div className="space-y-6">
      <BackLink
        href="/clients"
        className="inline-block text-sm font-medium text-brand-800 underline"
      >
        {t("back")}
      </BackLink>
      {profile.isLoading ? (
        <Spinner label={tc("loading")} />
      ) : !profile.data ? (
        <p role="alert">{errorToMessage(profile.error, tc("genericError"))}</p>
      ) : (
        <>
          <ClientHeader client={profile.data} />
          <ClientAppointments clientId={id} />
          {/* Questionnaires, and an alert on them until acknowledged (issue 70). */}
          <ClientCareSection clientId={id} />
          <div className="flex flex-wrap items-start gap-4">
            {/* A basis, so on a phone the card takes the line and the button wraps below it. */}
            <div className="min-w-0 flex-1 basis-72">
              <EmergencyContactCard
                contact={profile.data.emergencyContact}
                beforeSession={profile.data.sessions === 0}
              />
            </div>
            <MessageButton
              userIdentifier={id}
              label={tm("messageButton", {
                name: `${profile.data.firstName} ${profile.data.lastName}`,
              })}
            />
          </div>
          <ClientNotesSection clientId={id} />
        </>
      )}
    </div>
  );
}
