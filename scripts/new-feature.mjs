// npm run new:feature <name>: the empty skeleton of a feature (docs/adding-a-feature.md, steps 2-6).
// Writes nothing that exists already.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z][a-z-]*$/.test(name)) {
  console.error("usage: npm run new:feature <name>   (kebab-case, e.g. messaging)");
  process.exit(1);
}
const root = path.join(import.meta.dirname, "..", "features", name);
const camel = name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

const files = {
  "schemas.ts": `import { z } from "zod";

/** One schema per input, shared by the route and the form; messages are Validation keys. */
export const create${camel[0].toUpperCase() + camel.slice(1)}Schema = z.object({});

/** What GET /${name} answers, declared on the route (docs/adding-a-feature.md, step 4). */
export const ${camel}AnswerSchema = z.strictObject({ viewer: z.string() });
`,
  "index.ts": `// The ${name} feature's client-safe surface for pages and other features (decision 0015).
export {} from "./schemas";
`,
  "api.ts": `"use client";

/** Query keys of ${name}: other features invalidate only through these. */
export const ${camel}Keys = { all: ["${name}"] as const };

// Once the routes are mounted and \`npm run api:types\` has run, a call names the document's path:
// (await typedApi.get("/${name}")).data, typedApi from "@/lib/api/typed" (step 5).
`,
  "server/service.ts": `import "server-only";

// The ${name} feature's surface for other features' servers (decision 0015).
export {};
`,
  "server/routes.ts": `import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok } from "@/lib/server/http";
import { answers, data } from "@/lib/server/openapi";
import { ${camel}AnswerSchema } from "../schemas";

/** Mount in app/api/app.ts under the spec's section 7 path. */
export const ${camel}Routes = createRouter().get(
  "/",
  requireAuth(),
  answers({ 200: data(${camel}AnswerSchema) }),
  async (c) => ok(c, { viewer: c.get("viewer").userId }),
);
`,
  "components/.gitkeep": "",
};

for (const [file, text] of Object.entries(files)) {
  const target = path.join(root, file);
  if (existsSync(target)) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log("wrote", path.relative(process.cwd(), target));
}
console.log(
  `Next: tables in db/schema/${name}.ts, mount the routes, messages, tests (docs/adding-a-feature.md).`,
);
