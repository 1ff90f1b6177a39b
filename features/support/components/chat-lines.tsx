"use client";

import { useEffect, useRef } from "react";
import { LocalTime } from "@/components/ui/local-time";
import type { SupportChatLine } from "../chat-schemas";

/**
 * A support conversation's lines, oldest first, kept scrolled to the newest. `mine` says which
 * side is the reader's: the person's own lines in the widget, staff lines in the inbox.
 */
export function ChatLines({
  lines,
  label,
  mine,
  authorOf,
  className = "",
}: {
  lines: SupportChatLine[];
  label: string;
  mine: (line: SupportChatLine) => boolean;
  authorOf: (line: SupportChatLine) => string;
  className?: string;
}) {
  const list = useRef<HTMLOListElement>(null);
  // The list scrolls itself, not the page (scrollIntoView would move the page under the widget).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  return (
    <ol
      ref={list}
      aria-label={label}
      aria-live="polite"
      className={`space-y-2 overflow-y-auto ${className}`}
    >
      {lines.map((line) => {
        const own = mine(line);
        return (
          <li key={line.identifier} className={`flex ${own ? "justify-end" : "justify-start"}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
                own ? "bg-ink text-white" : "bg-stone-100 text-ink"
              }`}
            >
              <p className={`text-xs font-semibold ${own ? "text-stone-300" : "text-muted"}`}>
                {authorOf(line)} · <LocalTime iso={line.createdAt} format="clock" />
              </p>
              <p className="break-words whitespace-pre-wrap">{line.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
