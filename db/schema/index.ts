import "server-only";
// Every table, for drizzle-kit and the database client only. Product code imports the module of
// the feature that owns a table (db/schema/<owner>.ts); lint enforces it (decision 0015).
export * from "./accounts";
export * from "./availability";
export * from "./booking";
export * from "./catalog";
export * from "./client-account";
export * from "./platform";
export * from "./participants";
export * from "./practice";
export * from "./region";
export * from "./reviews";
export * from "./wallet";
export * from "./notes";
export * from "./client-import";
export * from "./messaging";
export * from "./credentials";
export * from "./work-history";
export * from "./vouchers";
export * from "./support";
export * from "./earnings";
export * from "./notifications";
export * from "./waitlist";
export * from "./session-room";
export * from "./care";
export * from "./care-forms";
export * from "./care-safety";
export * from "./staff";
