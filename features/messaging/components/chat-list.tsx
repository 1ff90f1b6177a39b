"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PersonFace } from "@/components/ui/person-face";
import { Spinner } from "@/components/ui/spinner";
import { useChatList } from "../api";
import type { ChatListItem } from "../schemas";
import { ContactsPanel } from "./contacts-panel";
import { MessageTime } from "./message-time";

function Preview({ item }: { item: ChatListItem }) {
  const t = useTranslations("Messaging");
  const last = item.lastMessage;
  if (!last) return null;
  const mine = last.senderIdentifier !== item.otherUser.identifier;
  const body = last.deletedAt
    ? t("deleted")
    : last.text || t("attachmentOnly", { count: last.attachments.length });
  return (
    <span className={`block truncate text-sm ${last.deletedAt ? "italic" : ""} text-muted`}>
      {mine && `${t("you")} `}
      {body}
    </span>
  );
}

/** The conversations, newest message first, with search, paging and "New message". */
export function ChatList({
  selected,
  onSelect,
}: {
  selected: string | undefined;
  onSelect: (userIdentifier: string) => void;
}) {
  const t = useTranslations("Messaging");
  const [search, setSearch] = useState("");
  const [picking, setPicking] = useState(false);
  const list = useChatList(search.trim());
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 p-3">
        <h1 className="text-xl font-bold">{t("title")}</h1>
        <Button className="px-4 py-2" onClick={() => setPicking((v) => !v)} aria-expanded={picking}>
          {t("newConversation")}
        </Button>
      </div>
      {picking ? (
        <ContactsPanel
          onPick={(id) => {
            setPicking(false);
            onSelect(id);
          }}
          onClose={() => setPicking(false)}
        />
      ) : (
        <>
          <div className="border-b border-stone-200 p-3">
            <label className="sr-only" htmlFor="chat-search">
              {t("searchLabel")}
            </label>
            <input
              id="chat-search"
              type="search"
              value={search}
              maxLength={100}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t("searchPlaceholder")}
              className="w-full rounded-full border border-stone-300 px-4 py-2 text-sm"
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {list.isPending ? (
              <div className="p-6">
                <Spinner label={t("title")} />
              </div>
            ) : list.isError ? (
              <div role="alert" className="space-y-3 p-6 text-sm">
                <p>{t("loadError")}</p>
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  {t("retry")}
                </Button>
              </div>
            ) : items.length === 0 ? (
              <div className="p-6 text-sm">
                {search.trim() ? (
                  <p>{t("searchEmpty")}</p>
                ) : (
                  <>
                    <p className="font-semibold">{t("listEmpty")}</p>
                    <p className="mt-1 text-muted">{t("listEmptyHint")}</p>
                  </>
                )}
              </div>
            ) : (
              <ul aria-label={t("title")}>
                {items.map((item) => (
                  <li key={item.identifier}>
                    <button
                      type="button"
                      onClick={() => onSelect(item.otherUser.identifier)}
                      aria-current={selected === item.otherUser.identifier ? "true" : undefined}
                      className={`flex w-full items-center gap-3 px-3 py-3 text-left hover:bg-brand-50 ${
                        selected === item.otherUser.identifier ? "bg-brand-100" : ""
                      }`}
                    >
                      <PersonFace
                        firstName={item.otherUser.firstName}
                        lastName={item.otherUser.lastName}
                        photoUrl={item.otherUser.photoUrl}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex items-baseline justify-between gap-2">
                          <span className="truncate font-semibold">
                            {item.otherUser.firstName} {item.otherUser.lastName}
                          </span>
                          {item.lastMessage && (
                            <span className="shrink-0 text-xs text-muted">
                              <MessageTime iso={item.lastMessage.createdAt} />
                            </span>
                          )}
                        </span>
                        <span className="flex items-center gap-2">
                          <span className="min-w-0 flex-1">
                            <Preview item={item} />
                          </span>
                          {item.unreadCount > 0 && (
                            <span className="shrink-0 rounded-full bg-brand-500 px-2 py-0.5 text-xs font-bold text-ink">
                              <span aria-hidden>{item.unreadCount}</span>
                              <span className="sr-only">
                                {t("unread", { count: item.unreadCount })}
                              </span>
                            </span>
                          )}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {list.hasNextPage && (
              <div className="p-3 text-center">
                <Button
                  variant="ghost"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {t("loadMore")}
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
