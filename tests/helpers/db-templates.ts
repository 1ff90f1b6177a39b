import path from "node:path";

/** The two starting points of a test file's database (tests/setup/database-templates.ts). */
export type Template = "migrated" | "seeded";

export const PGLITE_TEMPLATE_DIR = path.join(process.cwd(), ".data/test-templates");
export const pgliteTemplatePath = (name: Template) =>
  path.join(PGLITE_TEMPLATE_DIR, `${name}.tar.gz`);

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's template databases on TEST_DATABASE_URL's server. */
    postgresTemplates: Record<Template, string>;
  }
}
