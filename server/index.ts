// The app's one HTTP listener (docs/decisions/0013-node-server-entry.md): /api/* goes straight to
// the Hono app through @hono/node-server, everything else to Next's request handler. Server
// components call the same Hono app in-process (lib/api/server.ts).
//
// scripts/build-server.mjs bundles this file into .server-build/server.mjs and the API into
// .server-build/api.mjs beside it. `npm start` runs the former; `npm run dev` (scripts/dev.mjs)
// calls startServer({ dev: true }) and reloads the API after each rebuild.
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { publishInProcessApi } from "@/lib/api/in-process";
import { appUrlProblem } from "./app-url";
import { withDeferredChunkScripts } from "./deferred-scripts";
import { exitOnSignals } from "./exit-on-signals";
import { withPageStatus } from "./page-status";
import { createRequestHandler, isMetricsPath, type NodeHandler } from "./request-handler";
import { closingConnectionsWhileDraining, shutDown, shutdownSettings } from "./shutdown";

type ApiBundle = typeof import("./api-bundle");

export type StartOptions = { dev: boolean; port?: number; hostname?: string };

export async function startServer({
  dev,
  port = Number(process.env.PORT || 3000),
  // Unset: every interface, as `next start` listens.
  hostname = process.env.HOSTNAME || undefined,
}: StartOptions) {
  // React and Next choose their development or production build from NODE_ENV when first
  // imported, and the API reads it too (secure cookies, the dev outbox): set it first.
  Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
  // A mocked build (MSW answers its API) sends no email and reaches no gateway: it needs none.
  const mocked = process.env.NEXT_PUBLIC_API_MOCKING === "enabled";
  const appUrlWrong = dev || mocked ? null : appUrlProblem(process.env.APP_URL);
  if (appUrlWrong) {
    console.error(appUrlWrong);
    process.exit(1);
  }
  if (dev) process.setSourceMapsEnabled(true);

  const here = fileURLToPath(import.meta.url);
  const dir = path.resolve(path.dirname(here), "..");
  const server = createServer();

  const { default: next } = await import("next");
  // Next is not told the listening hostname: given one (even 127.0.0.1, as with `next start -H`),
  // next-intl's rewrites come back as http://localhost:…, which Next then treats as an external
  // URL, and every page redirects to itself. Unset, it assumes localhost, as `next start` does.
  const nextApp = next({ dev, dir, port, httpServer: server });
  // Loads next.config.ts and the .env files, which the API reads when it is imported below.
  await nextApp.prepare();

  let bundle: ApiBundle | undefined;
  let apiHandler: NodeHandler | undefined;
  let loads = 0;
  /** Imports the API bundle (a fresh copy each call) and makes it the one that answers. */
  async function loadApi() {
    const url = new URL("./api.mjs", import.meta.url);
    if (loads++) url.searchParams.set("v", String(loads));
    const loaded = (await import(url.href)) as ApiBundle;
    // The adapter's own light Request and Response become the globals (decision 0021): Hono's
    // answers are then written straight out instead of read back through a web stream. Next's and
    // MSW's classes were defined by now and extend the real ones, which the light ones also do.
    apiHandler = getRequestListener(loaded.api.fetch);
    bundle = loaded;
    publishInProcessApi(loaded.api);
  }
  await loadApi();
  // Traces and error reports only when configured (decisions 0812, 0813); else nothing is loaded.
  await Promise.all([bundle!.startTracing(), bundle!.startErrorReports()]);
  // Said once at start-up, so an operator sees why top-ups answer 503 (or that they are play money).
  bundle?.logPaymentGatewaySetup();
  // Every minute, unpaid bookings whose hold ran out are marked expired (each instance may run it).
  const stopHoldSweeper = bundle!.startHoldSweeper();
  // Every five minutes, sessions starting within a day are reminded of (at most once per time).
  const stopReminderSweeper = bundle!.startReminderSweeper();
  // Every minute, messages unseen for ten minutes are told of by email (never their text).
  const stopUnreadEmailSweeper = bundle!.startUnreadEmailSweeper();
  // Every hour, notifications older than a year are deleted (decision 0510).
  const stopNotificationRetention = bundle!.startNotificationRetention();
  // Every hour, sign-ins ended 90 days ago and expired tokens are deleted (decision 0515).
  const stopSignInRetention = bundle!.startSignInRetention();
  // Every five minutes, approvals whose licence expired lapse, and the directory drops them (0213).
  const stopApprovalLapses = bundle!.startApprovalLapses();
  // With SMTP_URL, queued email goes out from here, at once and every 10 s (decision 0804).
  const stopMailDelivery = bundle!.startMailDelivery();
  // Every 30 s (WAITLIST_SWEEP_SECONDS), waitlist offers past their half hour close and freed times
  // are offered (issue 71). The browser tests sweep every 2 s rather than wait half a minute.
  const stopWaitlistSweeper = bundle!.startWaitlistSweeper(
    (Number(process.env.WAITLIST_SWEEP_SECONDS) || 30) * 1000,
  );

  const isDraining = () => bundle!.isDraining();
  // Prometheus' metrics (decision 0805), never public: on the main port only behind METRICS_TOKEN,
  // on METRICS_PORT (127.0.0.1 unless METRICS_HOSTNAME says otherwise) to whoever reaches it.
  const metricsToken = process.env.METRICS_TOKEN || undefined;
  server.on(
    "request",
    closingConnectionsWhileDraining(
      createRequestHandler({
        api: (req, res) => apiHandler!(req, res),
        // In development Next's own scripts (its overlay, fast refresh) are left as they are.
        next: withPageStatus(
          dev ? nextApp.getRequestHandler() : withDeferredChunkScripts(nextApp.getRequestHandler()),
        ),
        metrics: metricsToken
          ? (req, res) => bundle!.metricsEndpoint({ token: metricsToken })(req, res)
          : undefined,
      }),
      isDraining,
    ),
  );
  let metricsServer: Server | undefined;
  if (process.env.METRICS_PORT) {
    const endpoint = (token: string | undefined) => bundle!.metricsEndpoint({ token });
    metricsServer = createServer((req, res) => {
      if (isMetricsPath(req.url)) return endpoint(metricsToken)(req, res);
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    });
    const metricsHost = process.env.METRICS_HOSTNAME || "127.0.0.1";
    await new Promise<void>((resolve, reject) => {
      metricsServer!.once("error", reject);
      metricsServer!.listen(Number(process.env.METRICS_PORT), metricsHost, () => resolve());
    });
    console.log(`> Metrics on http://${metricsHost}:${process.env.METRICS_PORT}/metrics`);
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve());
  });
  console.log(
    `> Ready on http://${hostname ?? "localhost"}:${port} (${dev ? "development" : "production"})`,
  );

  const settings = shutdownSettings();
  let closing: Promise<void> | undefined;
  /**
   * Drains, then stops (decision 0805): ready answers 503 and live streams end with a retry hint;
   * jobs stop; after DRAIN_DELAY_MS the listener closes and requests in flight finish; then the
   * live channel, Next and the database close, all within SHUTDOWN_TIMEOUT_MS.
   */
  function close() {
    closing ??= shutDown(
      {
        server,
        startDraining: () => bundle?.startDraining(),
        stopJobs: () => {
          stopHoldSweeper();
          stopReminderSweeper();
          stopUnreadEmailSweeper();
          stopNotificationRetention();
          stopSignInRetention();
          stopApprovalLapses();
          stopMailDelivery();
          stopWaitlistSweeper();
        },
        jobsSettled: async () => {
          await bundle?.jobsSettled();
          await bundle?.mailDeliverySettled();
        },
        release: async () => {
          publishInProcessApi(undefined);
          metricsServer?.closeAllConnections();
          metricsServer?.close();
          await Promise.allSettled([bundle?.closeLive(), nextApp.close()]);
          await bundle?.closeDb();
          // The last spans and reports leave before the process does.
          await Promise.allSettled([bundle?.stopTracing(), bundle?.flushErrorReports()]);
        },
      },
      settings,
    );
    return closing;
  }
  // A PGlite killed without closing loses its sequence state (serial ids jump), or worse.
  exitOnSignals(close, { deadlineMs: settings.timeoutMs });

  return { server, reloadApi: loadApi, close };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer({ dev: false }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
