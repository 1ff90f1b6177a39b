"use client";

import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Link } from "@/lib/i18n/navigation";
import type { ClientProfile } from "../schemas";
import { ClientAvatar } from "./client-avatar";

/**
 * The client's header on their page: picture, name, figures and "Book another session" ("Book a
 * session" before their first). Its own component so the client's picture, avatar and emergency
 * contact can be added here.
 */
export function ClientHeader({ client }: { client: ClientProfile }) {
  const t = useTranslations("Clients");
  return (
    <header className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <ClientAvatar {...client} size="lg" />
      {/* A basis, so on a phone a short button wraps below the name instead of squeezing it. */}
      <div className="min-w-0 flex-1 basis-40">
        <h1 className="text-2xl font-bold">
          {client.firstName} {client.lastName}
        </h1>
        <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted">{t("clientSince")}:</dt>
            <dd>
              <LocalTime iso={client.clientSince} format="recordDay" />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">{t("sessions")}:</dt>
            <dd>{client.sessions}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">{t("nextSession")}:</dt>
            <dd>
              {client.nextSession ? (
                <LocalTime iso={client.nextSession} format="session" />
              ) : (
                t("none")
              )}
            </dd>
          </div>
        </dl>
      </div>
      <Link href={`/clients/${client.identifier}/book`} className={buttonClass()}>
        {client.sessions ? t("bookAnother") : t("bookFirst")}
      </Link>
    </header>
  );
}
