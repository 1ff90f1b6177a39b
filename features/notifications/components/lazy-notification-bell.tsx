"use client";

import dynamic from "next/dynamic";

/**
 * The bell (its live news, the axios client, react-query's hooks). Only signed-in people see it,
 * so the layout reaches it through here, as it does the account menu (lazy-account-menu.tsx): its
 * chunk then leaves signed-out visitors' first load.
 */
export const LazyNotificationBell = dynamic(() =>
  import("./notification-bell").then((m) => m.NotificationBell),
);
