"use client";

import dynamic from "next/dynamic";

/**
 * Every client component a layout imports is in every page's first load, rendered or not; only
 * a dynamic import from a client component splits it off. So the header reaches the signed-in
 * menu (headlessui's menu, floating-ui and the axios client) through here, and signed-out
 * visitors never download it. Rendered on the server as usual, so nothing moves on hydration.
 */
export const LazyAccountMenu = dynamic(() => import("./account-menu").then((m) => m.AccountMenu));
