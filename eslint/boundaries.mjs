// Import boundaries of STYLE.md section 1 and the table ownership of decision 0015, as lint rules.
// Every rule names files (`/**`), never a bare folder: a zone on a folder matches no file in it.
import { readdirSync } from "node:fs";

const root = new URL("../", import.meta.url);

/** Every folder under features/ is a feature. */
export const featureNames = readdirSync(new URL("features", root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which schema modules (db/schema/<module>.ts) each feature owns: only it writes their tables, and
 * other features ask its server service. A feature without tables owns none.
 */
export const tableOwners = {
  accounts: ["accounts"],
  availability: ["availability"],
  booking: ["booking"],
  "client-import": ["client-import"],
  catalog: ["catalog"],
  participants: ["participants"],
  practice: ["practice"],
  region: ["region"],
  notes: ["notes"],
  reviews: ["reviews"],
  wallet: ["wallet"],
  "client-account": ["client-account"],
  messaging: ["messaging"],
  credentials: ["credentials"],
  "work-history": ["work-history"],
  vouchers: ["vouchers"],
  support: ["support"],
  earnings: ["earnings"],
  notifications: ["notifications"],
  waitlist: ["waitlist"],
  "session-room": ["session-room"],
  care: ["care", "care-forms", "care-safety"],
  staff: ["staff"],
};

/**
 * Read models: features allowed to JOIN another owner's tables in SQL, because filtering and paging
 * across them in one query is the point (decision 0015). Reads only: `local/no-foreign-writes`
 * fails any insert, update or delete on them. Adding an entry is a reviewed decision.
 */
export const readModels = {
  // Filters and pages listed therapists by profile, fees, options, country and state; a profile
  // says whether a reviewer verified the therapist's credentials (decision 0208).
  directory: ["practice", "accounts", "catalog", "region", "credentials"],
  // Counts listed therapists per category and concern for the home page and filters.
  catalog: ["practice", "accounts"],
  // A therapist's time zone, calendar settings and categories decide their slots.
  availability: ["practice", "accounts"],
  // The profile shows the person's name, country and contact, and options chosen from lists.
  practice: ["accounts", "catalog", "region"],
  // A wallet's currency follows the owner's country; receipts need their email and zone; a session
  // payment names the sessions it paid for (decision 0110: booking calls the wallet, not back).
  wallet: ["accounts", "region", "booking"],
  // Registration checks the country; account info shows it.
  accounts: ["region"],
  // A therapist's clients: searched by name and paged over their bookings in one query.
  clients: ["booking", "accounts"],
  // A client's profile shows their name, country and contact, and options chosen from lists.
  "client-account": ["accounts", "catalog", "region"],
  // Ranks listed therapists by profile, languages, modalities and concerns against preferences.
  recommendations: ["practice", "accounts", "catalog", "region", "client-account"],
  // Who may message whom follows bookings; the chat list searches and shows the other person
  // (a therapist's photo from their profile).
  messaging: ["booking", "accounts", "practice"],
  // What a therapist earned: their paid sessions, less what the ledger refunded, with the client's
  // name, summed per month in one query; the payout form's variant follows their country.
  earnings: ["booking", "wallet", "accounts", "region"],
  // The operations console (issue 68): the verification queue pages submitted therapists with their
  // names, and support finds people by name or email, oldest or best match first, in one query.
  staff: ["accounts", "credentials"],
  // The support inbox finds conversations by the person's name or email, in one query.
  support: ["accounts"],
};

/** The schema modules a feature's server may import. */
export const readableSchemas = (feature) => [
  ...(tableOwners[feature] ?? []),
  ...(readModels[feature] ?? []),
];

const schemaModules = readdirSync(new URL("db/schema", root))
  .filter((name) => name.endsWith(".ts") && name !== "index.ts")
  .map((name) => name.slice(0, -3));

const clientFiles = [
  "./components/**",
  "./features/*/components/**",
  "./features/*/!(server)/**",
  "./features/*/*.ts",
  "./features/*/*.tsx",
  "./app/[[]locale[]]/**",
];
const serverFolders = ["./features/*/server/**", "./lib/server/**", "./db/**"];

const notOf = (names) => (names.length ? `!(${names.join("|")})` : "*");

export const zones = [
  // Shared code knows no feature and no route.
  {
    target: ["./components/**", "./lib/**"],
    from: ["./features/**", "./app/**"],
    message: "components/ and lib/ know no feature and no route.",
  },
  // Features never import routes.
  { target: "./features/**", from: "./app/**", message: "Features never import app/." },
  // Client code never imports server code (files under server/, lib/server, db). Pages may load
  // their data through a feature's server/page-data.ts, which reaches the API like a browser would.
  {
    target: clientFiles,
    from: serverFolders,
    except: ["**/server/page-data.ts"],
    message: "Client code never imports server code.",
  },
  {
    target: ["./components/**", "./features/**"],
    from: "./features/*/server/page-data.ts",
    message: "Only pages import a feature's server/page-data.ts.",
  },
  // A feature reaches another only through its public surface: index.ts (isomorphic, client-safe),
  // api.ts (client data access and query keys) and, from its own server, server/service.ts.
  ...featureNames.map((name) => ({
    target: `./features/${name}/**`,
    from: `./features/${notOf([name])}/**`,
    except: ["**/index.ts", "**/api.ts", "**/server/service.ts"],
    message: `Another feature is reached only through features/<f>/index.ts or api.ts, or from a server through features/<f>/server/service.ts.`,
  })),
  // Servers never pull the browser's data access (axios, React Query) in.
  {
    target: ["./features/*/server/**", "./lib/server/**", "./app/api/**"],
    from: "./features/*/api.ts",
    message: "Server code never imports a feature's api.ts.",
  },
  // Pages compose features from index.ts, api.ts and components/ (a barrel of components would
  // put every one into each page's bundle); only the API mount reaches their servers' routes.
  {
    target: "./app/[[]locale[]]/**",
    from: "./features/*/!(components|server)/**",
    message: "Pages import a feature's index.ts, api.ts, components/ or server/page-data.ts.",
  },
  {
    target: "./app/[[]locale[]]/**",
    from: "./features/*/!(index|api).ts",
    message: "Pages import a feature's index.ts, api.ts, components/ or server/page-data.ts.",
  },
  {
    target: "./app/api/**",
    from: "./features/*/server/!(routes|service).ts",
    message: "The API mount imports features' server/routes.ts and server/service.ts only.",
  },
  // The barrel of every table is for db/ itself (drizzle-kit, the client); product code imports
  // the module of the owner.
  {
    target: ["./features/**", "./lib/**", "./app/**"],
    from: "./db/schema/index.ts",
    message: "Import the owning module, db/schema/<owner>.ts, not the barrel.",
  },
  // Each feature's server reads only its own tables and its listed read models.
  ...featureNames.map((name) => ({
    target: `./features/${name}/**`,
    from: `./db/schema/${notOf(readableSchemas(name))}.ts`,
    message: `features/${name} may import only db/schema/{${readableSchemas(name).join(",") || "nothing"}}.ts; ask the owner's server service for the rest (decision 0015).`,
  })),
  // Platform code reads the platform's tables; the auth guard also checks the session's account.
  {
    target: "./lib/server/!(auth-guard).ts",
    from: `./db/schema/${notOf(["platform"])}.ts`,
    message: "lib/server reads only db/schema/platform.ts.",
  },
  {
    target: "./lib/server/auth-guard.ts",
    from: `./db/schema/${notOf(["platform", "accounts"])}.ts`,
    message: "The auth guard reads only sessions and users.",
  },
];

export { schemaModules };
