// One app instance serving only the API on PORT (for tests that need several processes, e.g.
// the live channel's fan-out between instances). Run with:
//   tsx --conditions=react-server --tsconfig tsconfig.json tests/helpers/api-instance.ts
import { serve } from "@hono/node-server";
import { api } from "@/app/api/app";

const server = serve(
  { fetch: api.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" },
  (info) => console.log(`api instance on ${info.port}`),
);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });
