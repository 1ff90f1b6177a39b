"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { useLiveMessages } from "../use-live-messages";
import { ChatList } from "./chat-list";
import { Thread } from "./thread";

/**
 * The messages area: the list beside the thread on a desktop; on a phone the list, then the
 * thread with a back link. The open conversation is `?with={userIdentifier}`, so a link from a
 * booking opens it and the browser's back button closes it.
 */
export function MessagesPage() {
  const t = useTranslations("Messaging");
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const selected = params.get("with") ?? undefined;
  const live = useLiveMessages();

  const open = (userIdentifier: string) =>
    router.push({ pathname, query: { with: userIdentifier } });

  return (
    // One screen high, so the composer stays in view: below the site header (4rem) and, under
    // lg, the dashboard's menu bar (3.35rem).
    <div className="mx-auto flex h-[calc(100dvh-7.35rem)] max-w-6xl flex-col px-0 sm:px-4 sm:py-4 lg:h-[calc(100dvh-4rem)]">
      {live === "offline" && (
        <p
          role="status"
          className="bg-stone-800 px-4 py-1.5 text-center text-sm text-white sm:rounded-t-2xl"
        >
          {t("offline")}
        </p>
      )}
      <div className="grid min-h-0 flex-1 grid-cols-1 overflow-hidden bg-white ring-stone-200 sm:rounded-2xl sm:shadow-sm sm:ring-1 md:grid-cols-[22rem_minmax(0,1fr)]">
        {/* Not an aside: the list holds the page's heading, and the dashboard has the aside. */}
        <div
          className={`min-h-0 border-stone-200 md:border-r ${selected ? "hidden md:block" : "block"}`}
        >
          <ChatList selected={selected} onSelect={open} />
        </div>
        <section className={`min-h-0 ${selected ? "block" : "hidden md:block"}`}>
          {selected ? (
            <Thread key={selected} userIdentifier={selected} listHref={pathname} />
          ) : (
            <div className="flex h-full items-center justify-center p-6 text-sm text-muted">
              {t("selectConversation")}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
