// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The structure rules of issue 65 fail a planted violation of each: ESLint's max-lines on source
// files, and dependency-cruiser's rules (.dependency-cruiser.cjs) on a small tree of files written
// for the test, laid out as the project is.
const root = path.resolve(import.meta.dirname, "../..");
const config = createRequire(import.meta.url)(
  path.join(root, ".dependency-cruiser.cjs"),
) as IConfiguration;

describe("ESLint holds source files to 400 lines", { timeout: 120_000 }, () => {
  let eslint: ESLint;
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root });
  });
  const lines = (count: number) =>
    `import "server-only";\n${Array.from({ length: count - 2 }, (_, i) => `console.log(${i});`).join("\n")}\nexport {};\n`;
  const ruleIds = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
  };

  it("fails a server file of 401 lines", async () => {
    expect(await ruleIds("features/booking/server/lint-case.ts", lines(401))).toContain(
      "max-lines",
    );
  });

  it("passes one of 400 lines, and a test of any length", async () => {
    expect(await ruleIds("features/booking/server/lint-case.ts", lines(400))).not.toContain(
      "max-lines",
    );
    expect(await ruleIds("features/booking/server/lint-case.test.ts", lines(600))).not.toContain(
      "max-lines",
    );
  });
});

describe("dependency-cruiser fails every structure violation", { timeout: 120_000 }, () => {
  const tree: Record<string, string> = {
    // A feature's surface and two modules whose types run in a circle.
    "features/shop/server/service.ts": `export { basket } from "./basket";\n`,
    "features/shop/server/basket.ts": `import { price } from "./price";\nexport const basket = price;\nexport type Basket = { total: number };\n`,
    "features/shop/server/price.ts": `import type { Basket } from "./basket";\nexport const price = (b: Basket) => b.total;\n`,
    // A feature's own file importing its surface.
    "features/shop/server/routes.ts": `import { basket } from "./service";\nexport const routes = basket;\n`,
    // db/ importing a feature.
    "db/seed-shop.ts": `import { basket } from "../features/shop/server/service";\nexport const seed = basket;\n`,
    // accounts importing another feature (not region).
    "features/accounts/server/routes.ts": `import { basket } from "../../shop/server/service";\nimport { countries } from "../../region/index";\nexport const routes = [basket, countries];\n`,
    "features/region/index.ts": `export const countries = ["NG"];\n`,
    // lib/ importing a feature.
    "lib/server/shop-helper.ts": `import { basket } from "../../features/shop/server/service";\nexport const helper = basket;\n`,
    // Allowed: another feature's server using the surface; a test reaching in anywhere.
    "features/till/server/checkout.ts": `import { basket } from "../../shop/server/service";\nexport const checkout = basket;\n`,
    "features/shop/server/basket.test.ts": `import { basket } from "./service";\nexport const t = basket;\n`,
  };
  let dir: string;
  let found: string[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "structure-lint-"));
    for (const [file, code] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), code);
    }
    const result = await cruise(["."], {
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: true,
    });
    const output = result.output as ICruiseResult;
    found = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["an import circle, of types too", /^no-circular: features\/shop\/server\/(basket|price)\.ts/],
    ["db/ importing a feature", /^db-imports-no-feature: db\/seed-shop\.ts/],
    ["lib/ importing a feature", /^shared-code-imports-no-feature: lib\/server\/shop-helper\.ts/],
    ["accounts importing another feature", /^accounts-imports-no-feature: .* -> features\/shop\//],
    [
      "a feature's file importing its own service.ts",
      /^own-service-not-imported: features\/shop\/server\/routes\.ts/,
    ],
  ])("%s", (_name, expected) => {
    expect(
      found.some((line) => expected.test(line)),
      found.join("\n"),
    ).toBe(true);
  });

  it("allows another feature's server using the surface, accounts reading region, and tests", () => {
    expect(found.filter((line) => /till\/|region\/|\.test\.ts/.test(line))).toEqual([]);
  });
});
