// Bundles the server entry (server/index.ts) and the API (server/api-bundle.ts) for plain Node
// into .server-build/: `npm run build` runs this after `next build`; scripts/dev.mjs watches with
// the same options. Packages stay in node_modules; our own modules (the `@/` paths of
// tsconfig.json) are bundled, with `server-only` as an empty module, because Node only gets the
// real one's no-op under the react-server condition, which must not be on for Next itself.
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

export const outdir = ".server-build";

const emptyServerOnly = {
  name: "empty-server-only",
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({
      path: "server-only",
      namespace: "empty",
    }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

/** @type {import("esbuild").BuildOptions} */
export const buildOptions = {
  entryPoints: { server: "server/index.ts", api: "server/api-bundle.ts" },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  plugins: [emptyServerOnly],
  logLevel: "warning",
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await esbuild.build(buildOptions);
  console.log(`built ${outdir}/server.mjs and ${outdir}/api.mjs`);
}
