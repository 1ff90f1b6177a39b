"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { useClients } from "../api";
import { CLIENT_SEARCH_MAX } from "../schemas";
import { ClientAvatar } from "./client-avatar";
import { Pager } from "@/components/ui/pager";

const when = (iso: string | null, none: string) =>
  iso ? <LocalTime iso={iso} format="session" /> : none;

/** A therapist's clients: search by name, ten a page, each linking to the client's page. */
export function ClientsList() {
  const t = useTranslations("Clients");
  const tc = useTranslations("Common");
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const clients = useClients(search, page);

  return (
    <div className="space-y-5">
      <form
        method="post"
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <label htmlFor="client-search" className="sr-only">
          {t("search")}
        </label>
        <input
          id="client-search"
          type="search"
          value={draft}
          maxLength={CLIENT_SEARCH_MAX}
          placeholder={t("search")}
          onChange={(e) => setDraft(e.target.value)}
          className="block w-full max-w-sm rounded-xl border border-stone-300 bg-white px-3 py-2.5 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit">{t("searchButton")}</Button>
      </form>
      {clients.isLoading ? (
        <Spinner label={tc("loading")} />
      ) : clients.isError || !clients.data ? (
        <p role="alert">{errorToMessage(clients.error, tc("genericError"))}</p>
      ) : !clients.data.data.length ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-stone-200">
          {search ? t("noMatch", { search }) : t("empty")}
        </p>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t("title")}>
            {clients.data.data.map((c) => (
              <li key={c.identifier}>
                <Link
                  href={`/clients/${c.identifier}`}
                  className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-brand-400 sm:grid-cols-[2fr_1.5fr_1.5fr_1fr] sm:items-center"
                >
                  <span className="flex items-center gap-3">
                    <ClientAvatar {...c} />
                    <span className="font-semibold">
                      {c.firstName} {c.lastName}
                    </span>
                  </span>
                  <span className="text-sm">
                    <span className="block text-muted">{t("nextSession")}</span>
                    {when(c.nextSession, t("none"))}
                  </span>
                  <span className="text-sm">
                    <span className="block text-muted">{t("lastSession")}</span>
                    {when(c.lastSession, t("none"))}
                  </span>
                  <span className="text-sm">
                    <span className="block text-muted">{t("sessions")}</span>
                    {c.sessions}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager meta={clients.data.meta} onPage={setPage} />
        </>
      )}
    </div>
  );
}
