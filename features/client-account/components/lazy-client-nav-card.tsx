"use client";

import dynamic from "next/dynamic";

/**
 * The client's card atop the dashboard's navigation. Only signed-in people see it, so the layout
 * reaches it through here, as it does the account menu (lazy-account-menu.tsx): its chunk then
 * leaves signed-out visitors' first load.
 */
export const LazyClientNavCard = dynamic(() =>
  import("./client-nav-card").then((m) => m.ClientNavCard),
);
