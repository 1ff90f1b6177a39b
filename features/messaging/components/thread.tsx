"use client";

import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { useModal } from "@/components/ui/modal";
import { PersonFace } from "@/components/ui/person-face";
import { Spinner } from "@/components/ui/spinner";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { ErrorCode } from "@/lib/api/error-codes";
import { useConversation, useMarkSeen } from "../api";
import { Composer } from "./composer";
import { DeleteMessageModal } from "./delete-message-modal";
import { MessageBubble } from "./message-bubble";

/**
 * One conversation: header (with a back link on phones, to the list at `listHref`), messages
 * oldest to newest, composer.
 */
export function Thread({ userIdentifier, listHref }: { userIdentifier: string; listHref: string }) {
  const t = useTranslations("Messaging");
  const conversation = useConversation(userIdentifier);
  const markSeen = useMarkSeen();
  const deleteModal = useModal("delete-message");
  const [deleting, setDeleting] = useState<string>();
  const bottom = useRef<HTMLLIElement>(null);

  const meta = conversation.data?.pages[0]?.meta.conversation;
  const other = meta?.otherUser;
  const messages = (conversation.data?.pages ?? [])
    .flatMap((p) => p.data)
    .slice()
    .reverse();
  const newest = messages.at(-1)?.identifier;
  const unseen = messages.filter(
    (m) => m.senderIdentifier === other?.identifier && !m.seenAt && !m.deletedAt,
  ).length;
  const lastMine = [...messages]
    .reverse()
    .find((m) => m.senderIdentifier !== other?.identifier && !m.deletedAt)?.identifier;

  // Keep the newest message in view as messages arrive.
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [newest]);

  // What the other person sent is seen once it is on screen in a visible tab.
  const { mutate } = markSeen;
  useEffect(() => {
    if (!meta || !unseen) return;
    const mark = () => {
      if (document.visibilityState === "visible") mutate(meta.identifier);
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [meta, unseen, mutate]);

  const header = (
    <div className="flex items-center gap-3 border-b border-stone-200 p-3">
      <BackLink
        href={listHref}
        className="rounded-full p-2 hover:bg-stone-100 md:hidden"
        aria-label={t("back")}
      >
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12.5 4.5 7 10l5.5 5.5" />
        </svg>
      </BackLink>
      {other && (
        <>
          <PersonFace
            firstName={other.firstName}
            lastName={other.lastName}
            photoUrl={other.photoUrl}
            size="sm"
          />
          <h2 className="truncate text-lg font-semibold">
            {other.firstName} {other.lastName}
          </h2>
        </>
      )}
    </div>
  );

  if (conversation.isPending)
    return (
      <div className="flex h-full flex-col">
        {header}
        <div className="p-6">
          <Spinner label={t("title")} />
        </div>
      </div>
    );
  if (conversation.isError)
    return (
      <div className="flex h-full flex-col">
        {header}
        <div role="alert" className="space-y-3 p-6 text-sm">
          {errorCode(conversation.error) === ErrorCode.CONVERSATION_NOT_FOUND ? (
            <p>{t("cannotMessage")}</p>
          ) : (
            <>
              <p>{errorToMessage(conversation.error, t("loadError"))}</p>
              <Button variant="secondary" onClick={() => void conversation.refetch()}>
                {t("retry")}
              </Button>
            </>
          )}
        </div>
      </div>
    );

  return (
    <div className="flex h-full min-h-0 flex-col">
      {header}
      <div className="min-h-0 flex-1 overflow-y-auto bg-stone-50/60 px-3 py-4">
        {conversation.hasNextPage && (
          <div className="mb-3 text-center">
            <Button
              variant="ghost"
              className="px-3 py-1"
              onClick={() => void conversation.fetchNextPage()}
              disabled={conversation.isFetchingNextPage}
            >
              {t("loadEarlier")}
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted">{t("threadEmpty")}</p>
        ) : (
          <ol
            className="flex flex-col gap-3"
            aria-label={other ? `${other.firstName} ${other.lastName}` : undefined}
          >
            {messages.map((message) => (
              <MessageBubble
                key={message.identifier}
                message={message}
                mine={message.senderIdentifier !== other?.identifier}
                showSeen={message.identifier === lastMine}
                onDelete={() => {
                  setDeleting(message.identifier);
                  deleteModal.show();
                }}
              />
            ))}
            <li ref={bottom} aria-hidden />
          </ol>
        )}
      </div>
      {meta && <Composer key={meta.identifier} conversationIdentifier={meta.identifier} />}
      <DeleteMessageModal
        messageIdentifier={deleting}
        open={deleteModal.open}
        onClose={deleteModal.hide}
      />
    </div>
  );
}
