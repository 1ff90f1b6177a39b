// The API alone on @hono/node-server, without Next: the production path the app is moving to
// (DESIGN.md section 1). Started by bench/scale.mjs as
//   tsx --conditions=react-server bench/scale/serve.ts
// so that `import "server-only"` resolves to its empty server build, as in `npm run db:migrate`.
// With BENCH_EXPLAIN_FILE set, every notice PostgreSQL sends (auto_explain's plans, asked for in
// the connection string's options) is appended to that file as one JSON line.
import { appendFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import pg from "pg";

const explainFile = process.env.BENCH_EXPLAIN_FILE;
if (explainFile) {
  // The pool lives inside db/client.ts; its clients are pg.Client instances, whose notices this
  // sees without touching the app's code.
  const emit = pg.Client.prototype.emit;
  pg.Client.prototype.emit = function (
    this: pg.Client,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === "notice") {
      const { message } = args[0] as { message?: string };
      appendFileSync(explainFile, JSON.stringify({ at: Date.now(), message }) + "\n");
    }
    return emit.call(this, event, ...args);
  } as typeof emit;
}

// Imported after the hook, so the pool is made from the patched class either way.
const { api } = await import("../../app/api/app");

const port = Number(process.env.PORT ?? 3220);
const server = serve({ fetch: api.fetch, port, hostname: "127.0.0.1" }, () =>
  console.log(`api on http://127.0.0.1:${port}/api`),
);
// A clean exit (not death by signal), so the pool closes and `node --cpu-prof` writes its profile.
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });
