import "server-only";
import pg from "pg";
import { inQuerySpan, tracingOn } from "@/lib/server/tracing";

/** Statements with more parameters than this (bulk inserts) are not worth keeping prepared. */
const MAX_PARAMS = 100;
/** Distinct statement texts kept per process; past this, new texts run unnamed (decision 0020). */
const MAX_STATEMENTS = 2000;

const names = new Map<string, string>();

/** One name per statement text for the life of the process, so every connection agrees. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_STATEMENTS) return known;
  const name = `q${names.size}`;
  names.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: string; values?: unknown[]; submit?: unknown };

/**
 * A pg client that names every parameterised statement by its text. node-postgres then parses
 * and plans it once per connection and afterwards only binds and executes it; unnamed, the
 * server parsed and planned each of the ~10 statements of a directory page on every request,
 * which was most of PostgreSQL's CPU (decision 0020). Statements without parameters (migrations,
 * multi-statement SQL) stay unnamed: a prepared statement holds one command.
 */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; only the config-object form drizzle uses is named.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig, unknown[] | undefined];
    const params = config?.values ?? values;
    if (
      config &&
      typeof config === "object" &&
      typeof config.text === "string" &&
      typeof config.submit !== "function" &&
      !config.name &&
      Array.isArray(params) &&
      params.length > 0 &&
      params.length <= MAX_PARAMS
    ) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    const query = (...a: unknown[]) => (super.query as (...b: unknown[]) => never)(...a);
    if (!tracingOn() || typeof config?.submit === "function") return query(...args);
    const text = typeof config === "string" ? config : config?.text;
    // pg's pool asks with a callback; drizzle's transactions without one.
    const callback = args.at(-1);
    if (typeof callback !== "function")
      return inQuerySpan("postgresql", text, () => query(...args)) as never;
    void inQuerySpan(
      "postgresql",
      text,
      () =>
        new Promise<void>((resolve) => {
          args[args.length - 1] = (...answer: unknown[]) => {
            resolve();
            (callback as (...a: unknown[]) => void)(...answer);
          };
          query(...args);
        }),
    );
    return undefined as never;
  }
}
