"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { useImportedClients } from "../api";
import { ImportClientsModal } from "./import-clients-modal";
import type { ImportedClient } from "../schemas";

const linkClass = "text-sm font-semibold text-brand-800 underline underline-offset-4";

/** One who accepted the invitation is the therapist's client (decisions 0702 and 0405). */
const joined = (c: ImportedClient): c is ImportedClient & { clientId: string } =>
  c.status === "claimed" && c.clientId !== null;

/** The name the therapist gave, or the address when they gave none. */
const nameOf = (c: ImportedClient) =>
  [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email;

/** /clients/imported/: everyone the therapist imported, "invited" until they accept. */
export function ImportedClients() {
  const t = useTranslations("ClientImport");
  const [page, setPage] = useState(1);
  const query = useImportedClients(page);
  if (query.isPending) return <Spinner label={t("loading")} />;
  if (query.isError)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
        <p>{errorToMessage(query.error, t("loadError"))}</p>
        <Button variant="secondary" className="mt-3" onClick={() => query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  const { data, meta } = query.data;
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  if (!data.length)
    return (
      <div className="rounded-xl border border-dashed border-stone-300 p-6 text-center">
        <p className="text-sm text-muted">{t("emptyList")}</p>
        <ImportClientsModal className={buttonClass("primary", "mt-4")} />
      </div>
    );
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {data.map((c) => (
          <li key={c.identifier} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              <p className="font-semibold break-words">
                {joined(c) ? (
                  <Link
                    href={`/clients/${c.clientId}`}
                    className="underline decoration-stone-300 underline-offset-4 hover:decoration-current"
                  >
                    {nameOf(c)}
                  </Link>
                ) : (
                  nameOf(c)
                )}
              </p>
              {c.firstName || c.lastName ? (
                <p className="text-sm break-all text-muted">{c.email}</p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-xs text-muted">
                <LocalTime iso={c.claimedAt ?? c.createdAt} format="recordDay" />
              </span>
              <span
                className={`rounded-full px-3 py-1 text-xs font-semibold ${c.status === "claimed" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"}`}
              >
                {c.status === "claimed" ? t("statusClaimed") : t("statusInvited")}
              </span>
            </div>
            {joined(c) ? (
              <div className="flex basis-full flex-wrap gap-x-4 gap-y-1">
                <Link
                  href={`/clients/${c.clientId}/notes`}
                  aria-label={t("notesOf", { name: nameOf(c) })}
                  className={linkClass}
                >
                  {t("notes")}
                </Link>
                <Link
                  href={{ pathname: "/messages", query: { with: c.clientId } }}
                  aria-label={t("messageTo", { name: nameOf(c) })}
                  className={linkClass}
                >
                  {t("message")}
                </Link>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="flex items-center justify-center gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </Button>
          <span>{t("pageOf", { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("next")}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
