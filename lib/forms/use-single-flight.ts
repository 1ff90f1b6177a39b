import { useCallback, useRef } from "react";

/**
 * Runs an action once at a time: a second call while the first is under way is dropped. A double
 * click fires twice before a pending state can re-render its button disabled (issue 74).
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, []);
}
