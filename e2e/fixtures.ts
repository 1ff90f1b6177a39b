import { test as base, expect, type Page } from "@playwright/test";
import { startWorkerServer, type WorkerServer } from "./worker-server";

export * from "@playwright/test";

/**
 * Until React has hydrated the page. Pages ask for their scripts after the first paint (decision
 * 0025), so the `load` event Playwright's navigations wait for no longer includes them, and a click
 * or a choice made before hydration would go unheard.
 */
export async function hydrated(page: Page) {
  // Every page's <main> is in the locale layout; the mocked build renders it only once MSW's
  // worker runs, which under load can take longer than an assertion's wait.
  await page.waitForFunction(() => {
    const root = document.querySelector("main");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Pages whose context runs no JavaScript: nothing there hydrates. */
const withoutScripts = new WeakSet<Page>();

let plainGoto: Page["goto"] | undefined;

/** Opens a page as a visitor sees it before its scripts have run: without waiting for hydration. */
export const gotoBeforeHydration = (page: Page, url: string) =>
  plainGoto!.call(page, url, { waitUntil: "domcontentloaded" });

/** `goto` and `reload` of every page, the tests' own and those they open, wait for hydration. */
function waitForHydrationOnNavigation(prototype: Page) {
  plainGoto = prototype.goto;
  for (const name of ["goto", "reload"] as const) {
    const navigate = prototype[name] as (
      this: Page,
      ...args: unknown[]
    ) => ReturnType<Page["goto"]>;
    Object.assign(prototype, {
      async [name](this: Page, ...args: unknown[]) {
        const response = await navigate.apply(this, args);
        const isPage = response?.headers()["content-type"]?.startsWith("text/html");
        if (isPage && !withoutScripts.has(this)) await hydrated(this);
        return response;
      },
    });
  }
}

let patched = false;
let tests = 0;

export const test = base.extend<
  { hydrationAware: void; noUncaughtErrors: void; ownAddress: void },
  { fullStackServer: WorkerServer | undefined; serverEnv: Record<string, string> }
>({
  /**
   * More configuration for the app, for the tests that need it (`test.use({ serverEnv })`):
   * Playwright gives them a worker, and so an app, of their own.
   */
  serverEnv: [{}, { scope: "worker", option: true }],
  /** The full-stack project's app is each worker's own (e2e/worker-server.ts, decision 0045). */
  fullStackServer: [
    async ({ serverEnv }, use, workerInfo) => {
      if (workerInfo.project.name !== "full-stack") return use(undefined);
      const server = await startWorkerServer(workerInfo.parallelIndex, serverEnv);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ baseURL, fullStackServer }, provide) =>
    provide(fullStackServer?.url ?? baseURL),
  /**
   * No page of the test's context threw where nothing caught it: a hydration mismatch (React's
   * #418, text rendered on the server in another zone than the browser's) or a crash in an event
   * handler leaves a page that looks right and fails the next click. Nor did its Content Security
   * Policy block anything: a blocked frame or request is a blank box (a note's PDF preview was).
   */
  noUncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const listen = (page: Page) => {
        page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text()))
            errors.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(listen);
      context.on("page", listen);
      await use();
      expect(errors, "uncaught errors or blocked content in the test's pages").toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Each test's browser calls from an address of its own, as real visitors do (the e2e server
   * trusts one proxy hop): otherwise every sign-up of the run shares 127.0.0.1's limit of ten an
   * hour, and the eleventh test to register is refused. The worker's own number keeps a worker
   * started again after a failure off the addresses its predecessor used on the same server.
   */
  ownAddress: [
    async ({ context }, use, testInfo) => {
      tests++;
      const worker = testInfo.workerIndex % 250;
      await context.setExtraHTTPHeaders({
        "x-forwarded-for": `10.${worker}.${Math.floor(tests / 250) % 250}.${(tests % 250) + 1}`,
      });
      await use();
    },
    { auto: true },
  ],
  hydrationAware: [
    async ({ page, javaScriptEnabled }, use) => {
      if (!patched) waitForHydrationOnNavigation(Object.getPrototypeOf(page) as Page);
      patched = true;
      if (!javaScriptEnabled) withoutScripts.add(page);
      await use();
    },
    { auto: true },
  ],
});
