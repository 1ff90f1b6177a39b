"use client";

import { useSyncExternalStore } from "react";
import { ownTimeZone } from "./zone-name";

const noSubscription = () => () => {};

/**
 * The viewer's own zone, from the browser; null on the server and while hydrating, which cannot
 * know it (a time read in another zone is then named, as `formatInZone` does for null).
 */
export const useOwnTimeZone = () => useSyncExternalStore(noSubscription, ownTimeZone, () => null);
