"use client";

import { useSyncExternalStore } from "react";

const subscribers = new Map<number, (onChange: () => void) => () => void>();

/** A subscription that calls back every `tickMs`, made once per interval length. */
function everyTick(tickMs: number) {
  let subscribe = subscribers.get(tickMs);
  if (!subscribe) {
    subscribe = (onChange) => {
      const timer = setInterval(onChange, tickMs);
      return () => clearInterval(timer);
    };
    subscribers.set(tickMs, subscribe);
  }
  return subscribe;
}

/**
 * The time, rounded down to `tickMs` and renewed every `tickMs`: stable between renders, so a
 * time-dependent view changes only when a tick passes. 0 on the server and while hydrating (the
 * server cannot know the time the page is seen at): a caller shows nothing time-dependent then.
 */
export const useClock = (tickMs: number) =>
  useSyncExternalStore(
    everyTick(tickMs),
    () => Math.floor(Date.now() / tickMs) * tickMs,
    () => 0,
  );
