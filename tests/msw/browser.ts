import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";

/**
 * Resolves once the worker answers this page's requests. A page can load uncontrolled: the worker
 * unregisters itself when the last page it served closes, which a same-tab navigation can look
 * like. MSW then reloads the page, but `start()` resolves before the reload, and a request sent in
 * between went to the real API (a 401 that ended the mocked session). So wait for control: it
 * comes with `clients.claim()` on a first visit, and the reload comes otherwise.
 */
export async function startBrowserMocking() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: "bypass", quiet: true });
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) =>
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
  );
}
