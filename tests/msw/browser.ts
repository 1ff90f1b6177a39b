import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";

/**
 * Resolves once the worker answers this page's requests.
 *
 * MSW's page script tells its worker on `beforeunload` that it closes, and the worker unregisters
 * itself when that was its last page and forgets which pages it mocks. A same-tab navigation looks
 * just like that, so the next page could load uncontrolled (MSW then reloads it, aborting the
 * navigation a test waited for) or under a worker that no longer mocks for it (its requests went to
 * the real API, whose 401 ended the mocked session). The mocked build's worker lives as long as
 * the tab: this page's `beforeunload` stops there. The app listens to no `beforeunload` itself.
 *
 * On a first visit, control comes with the worker's `clients.claim()`: wait for it.
 */
export async function startBrowserMocking() {
  window.addEventListener("beforeunload", (event) => event.stopImmediatePropagation());
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: "bypass", quiet: true });
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) =>
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
  );
}
