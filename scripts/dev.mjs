// npm run dev: the server entry in development mode (Next's dev server with hot reload for pages)
// with the API rebuilt by esbuild on every change and reloaded in place; the database stays open.
// A change to the entry itself (server/*.ts) needs a restart.
import * as esbuild from "esbuild";
import { buildOptions, outdir } from "./build-server.mjs";

// Development chooses the sandbox gateway unless told otherwise; nothing chooses it silently.
process.env.PAYMENT_GATEWAY ??= "sandbox";
// Links in emails point at the address development serves, unless told otherwise.
process.env.APP_URL ??= `http://localhost:${process.env.PORT || 3000}`;
// The support widget is behind a flag (spec section 2); development shows it.
process.env.FEATURE_FLAGS ??= "show_support_livechat";

let server;
const reloadOnRebuild = {
  name: "reload-api",
  setup(build) {
    build.onEnd(async (result) => {
      // Builds before the server is up are the ones it loads itself.
      if (!server || result.errors.length) return;
      await server.reloadApi().then(
        () => console.log("[dev] API reloaded"),
        (error) => console.error("[dev] API reload failed:", error),
      );
    });
  },
};

const context = await esbuild.context({
  ...buildOptions,
  plugins: [...buildOptions.plugins, reloadOnRebuild],
});
await context.rebuild();
await context.watch();
const { startServer } = await import(new URL(`../${outdir}/server.mjs`, import.meta.url).href);
server = await startServer({ dev: true });
