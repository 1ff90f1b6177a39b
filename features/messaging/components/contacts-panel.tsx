"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PersonFace } from "@/components/ui/person-face";
import { Spinner } from "@/components/ui/spinner";
import { useContacts } from "../api";

/** The people the viewer may message (GET /messages/contacts), searched by name. */
export function ContactsPanel({
  onPick,
  onClose,
}: {
  onPick: (userIdentifier: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations("Messaging");
  const [search, setSearch] = useState("");
  const contacts = useContacts(search.trim(), true);
  return (
    <section aria-label={t("contactsTitle")} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 px-3 pt-3">
        <h2 className="font-semibold">{t("contactsTitle")}</h2>
        <Button variant="ghost" className="px-3 py-1" onClick={onClose}>
          {t("closeContacts")}
        </Button>
      </div>
      <div className="p-3">
        <label className="sr-only" htmlFor="contact-search">
          {t("contactsSearch")}
        </label>
        <input
          id="contact-search"
          type="search"
          autoFocus
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t("contactsSearch")}
          className="w-full rounded-full border border-stone-300 px-4 py-2 text-sm"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {contacts.isPending ? (
          <div className="p-6">
            <Spinner label={t("contactsTitle")} />
          </div>
        ) : contacts.isError ? (
          <div role="alert" className="space-y-3 p-6 text-sm">
            <p>{t("loadError")}</p>
            <Button variant="secondary" onClick={() => void contacts.refetch()}>
              {t("retry")}
            </Button>
          </div>
        ) : contacts.data.length === 0 ? (
          <p className="p-6 text-sm text-muted">
            {search.trim() ? t("contactsNoMatch") : t("contactsEmpty")}
          </p>
        ) : (
          <ul>
            {contacts.data.map((person) => (
              <li key={person.identifier}>
                <button
                  type="button"
                  onClick={() => onPick(person.identifier)}
                  className="flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-brand-50"
                >
                  <PersonFace
                    firstName={person.firstName}
                    lastName={person.lastName}
                    photoUrl={person.photoUrl}
                    size="sm"
                  />
                  <span className="font-medium">
                    {person.firstName} {person.lastName}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
