"use client";

import dynamic from "next/dynamic";

/**
 * The unread-messages count beside 'Messages'. Only signed-in people see it, so the layout reaches
 * it through here, as it does the account menu (lazy-account-menu.tsx): its chunk then leaves
 * signed-out visitors' first load.
 */
export const LazyUnreadMessagesBadge = dynamic(() =>
  import("./unread-messages-badge").then((m) => m.UnreadMessagesBadge),
);
