// The API alone on a real socket, in its own process: the fault tests kill it with SIGKILL and
// start it again (lib/server/faults.test.ts). Run with tsx --conditions=react-server.
import { serve } from "@hono/node-server";
import { api } from "@/app/api/app";

const port = Number(process.env.PORT);
serve({ fetch: api.fetch, port, hostname: "127.0.0.1" }, () => console.log(`ready on ${port}`));
