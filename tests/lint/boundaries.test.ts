// @vitest-environment node
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Each case is a file that does not exist, linted as if it stood at `file`: the boundary rules of
// eslint/boundaries.mjs must fail every violation and pass every allowed import beside it.
const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the whole config and the TypeScript resolver: do it before timing cases.
  await eslint.lintText("export {};\n", { filePath: path.join(root, "lib/warm-up.ts") });
}, 120_000);

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const serverFile = (body: string) => `import "server-only";\n${body}\nexport {};\n`;

const violations: [string, string, string, RegExp][] = [
  [
    "shared UI importing a feature",
    "components/ui/lint-case.tsx",
    `import { useBookings } from "@/features/booking/api";\nexport const x = useBookings;\n`,
    /know no feature/,
  ],
  [
    "lib importing a route",
    "lib/query/lint-case.ts",
    `import { api } from "@/app/api/app";\nexport const x = api;\n`,
    /know no feature and no route/,
  ],
  [
    "a feature importing a route",
    "features/booking/components/lint-case.tsx",
    `import { api } from "@/app/api/app";\nexport const x = api;\n`,
    /never import app/,
  ],
  [
    "a component importing its feature's server",
    "features/booking/components/lint-case.tsx",
    `import { listBookings } from "@/features/booking/server/service";\nexport const x = listBookings;\n`,
    /Client code never imports server code/,
  ],
  [
    "a page importing the database",
    "app/[locale]/lint-case/page.tsx",
    `import { getDb } from "@/db/client";\nexport const x = getDb;\n`,
    /Client code never imports server code/,
  ],
  [
    "a page importing a feature's server service",
    "app/[locale]/lint-case/page.tsx",
    `import { getBooking } from "@/features/booking/server/service";\nexport const x = getBooking;\n`,
    /Client code never imports server code/,
  ],
  [
    "a component importing lib/server",
    "components/ui/lint-case.tsx",
    `import { authSecret } from "@/lib/server/env";\nexport const x = authSecret;\n`,
    /Client code never imports server code/,
  ],
  [
    "a feature reaching into another's components",
    "features/booking/components/lint-case.tsx",
    `import { WalletOverview } from "@/features/wallet/components/wallet-overview";\nexport const x = WalletOverview;\n`,
    /only through features\/<f>\/index.ts or api.ts/,
  ],
  [
    "a feature's server reaching into another's server internals",
    "features/booking/server/lint-case.ts",
    serverFile(
      `import { busyIntervalsOf } from "@/features/availability/server/busy";\nconsole.log(busyIntervalsOf);`,
    ),
    /only through features\/<f>\/index.ts or api.ts/,
  ],
  [
    "a server importing a feature's browser data access",
    "features/booking/server/lint-case.ts",
    serverFile(`import { walletKeys } from "@/features/wallet/api";\nconsole.log(walletKeys);`),
    /Server code never imports a feature's api.ts/,
  ],
  [
    "a page importing a feature's internals",
    "app/[locale]/lint-case/page.tsx",
    `import { bookingRow } from "@/features/booking/booking-row";\nexport const x = bookingRow;\n`,
    /Pages import a feature's index.ts, api.ts, components/,
  ],
  [
    "a component importing page data",
    "features/booking/components/lint-case.tsx",
    `import { loadDirectory } from "@/features/directory/server/page-data";\nexport const x = loadDirectory;\n`,
    /Only pages import/,
  ],
  [
    "the API mount importing a server internal",
    "app/api/lint-case.ts",
    serverFile(
      `import { busyIntervalsOf } from "@/features/availability/server/busy";\nconsole.log(busyIntervalsOf);`,
    ),
    /routes.ts and server\/service.ts only/,
  ],
  [
    "a feature importing the schema barrel",
    "features/booking/server/lint-case.ts",
    serverFile(`import { bookings } from "@/db/schema";\nconsole.log(bookings);`),
    /not the barrel/,
  ],
  [
    "a feature reading another owner's table",
    "features/booking/server/lint-case.ts",
    serverFile(`import { users } from "@/db/schema/accounts";\nconsole.log(users);`),
    /features\/booking may import only db\/schema\/\{booking\}/,
  ],
  [
    "platform code reading a feature's table",
    "lib/server/lint-case.ts",
    serverFile(`import { bookings } from "@/db/schema/booking";\nconsole.log(bookings);`),
    /lib\/server reads only db\/schema\/platform.ts/,
  ],
  [
    "a read model writing the owner's table",
    "features/directory/server/lint-case.ts",
    serverFile(
      `import { getDb } from "@/db/client";\nimport { providerProfiles } from "@/db/schema/practice";\nexport async function f() {\n  const db = await getDb();\n  await db.update(providerProfiles).set({ isListed: true });\n}`,
    ),
    /providerProfiles belongs to practice/,
  ],
  [
    "a server module without its server-only guard",
    "features/booking/server/lint-case.ts",
    `import { getDb } from "@/db/client";\nexport const x = getDb;\n`,
    /must start with import "server-only"/,
  ],
  [
    "a feature's api.ts importing a value from its schemas (zod on every page)",
    "features/booking/api.ts",
    `import { createBookingSchema } from "./schemas";\nexport const x = createBookingSchema;\n`,
    /Import only types from schemas here/,
  ],
];

const allowed: [string, string, string][] = [
  [
    "a feature's api.ts importing only types from its schemas",
    "features/booking/api.ts",
    `import type { Booking } from "./schemas";\nexport const x = (b: Booking) => b.identifier;\n`,
  ],
  [
    "a feature's server calling another's service",
    "features/booking/server/lint-case.ts",
    serverFile(
      `import { chargeWallet } from "@/features/wallet/server/service";\nconsole.log(chargeWallet);`,
    ),
  ],
  [
    "a component using another feature's index and api",
    "features/booking/components/lint-case.tsx",
    `import { slotIdentifier } from "@/features/availability";\nimport { walletKeys } from "@/features/wallet/api";\nexport const x = [slotIdentifier, walletKeys];\n`,
  ],
  [
    "a page composing a feature's components and page data",
    "app/[locale]/lint-case/page.tsx",
    `import { loadDirectory } from "@/features/directory/server/page-data";\nimport { DirectoryPage } from "@/features/directory/components/directory-page";\nexport const x = [loadDirectory, DirectoryPage];\n`,
  ],
  [
    "a read model reading the owner's table",
    "features/directory/server/lint-case.ts",
    serverFile(
      `import { providerProfiles } from "@/db/schema/practice";\nconsole.log(providerProfiles);`,
    ),
  ],
  [
    "the owner writing its table",
    "features/practice/server/lint-case.ts",
    serverFile(
      `import { getDb } from "@/db/client";\nimport { providerProfiles } from "@/db/schema/practice";\nexport async function f() {\n  const db = await getDb();\n  await db.update(providerProfiles).set({ isListed: true });\n}`,
    ),
  ],
];

describe("lint fails every boundary violation, file by file", { timeout: 30_000 }, () => {
  it.each(violations)("%s", async (_name, file, code, expected) => {
    const found = await problems(file, code);
    expect(
      found.some((p) => expected.test(p)),
      found.join("\n") || "no problems",
    ).toBe(true);
  });

  it.each(allowed)("allows %s", async (_name, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
