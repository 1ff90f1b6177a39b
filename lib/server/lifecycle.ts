import "server-only";

/**
 * Whether this instance is draining (decision 0805): set once on SIGTERM, before the listener
 * stops. While it is, GET /api/health/ready answers 503 so the balancer stops routing here, every
 * answer carries `Connection: close`, and live streams end with a hint to reconnect (elsewhere).
 *
 * On globalThis: the server entry and the API are two bundles (scripts/build-server.mjs), and
 * `npm run dev` loads a fresh API after each rebuild; all of them must see the one state.
 */
type Lifecycle = { draining: boolean; onDrain: Set<() => void> };
const g = globalThis as unknown as { __lifecycle?: Lifecycle };
const state: Lifecycle = (g.__lifecycle ??= { draining: false, onDrain: new Set() });

export const isDraining = () => state.draining;

/** Starts draining (once) and tells whoever asked through `whenDraining`. */
export function startDraining() {
  if (state.draining) return;
  state.draining = true;
  for (const listener of [...state.onDrain]) listener();
}

/** Calls `listener` when draining starts (at once if it has); the answer unregisters it. */
export function whenDraining(listener: () => void): () => void {
  if (state.draining) {
    listener();
    return () => {};
  }
  state.onDrain.add(listener);
  return () => state.onDrain.delete(listener);
}

/** Tests share their worker's modules: put the instance back to serving. */
export function stopDrainingForTests() {
  state.draining = false;
}
