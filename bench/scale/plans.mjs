// The plan of every query an endpoint runs, as PostgreSQL executed it: auto_explain with
// log_analyze and log_buffers, loaded per connection through the connection string's startup
// options, reporting at NOTICE level so the plans reach the client (bench/scale/serve.ts writes
// them to a file) and not the shared server log. Statements run inside others (a trigger's
// queries) are explained too; their time is also in the statement that ran them.
import { readFileSync, writeFileSync } from "node:fs";

const AUTO_EXPLAIN = [
  "session_preload_libraries=auto_explain",
  "auto_explain.log_min_duration=0",
  "auto_explain.log_analyze=on",
  "auto_explain.log_buffers=on",
  "auto_explain.log_timing=on",
  "auto_explain.log_format=json",
  "auto_explain.log_level=notice",
  "auto_explain.log_nested_statements=on",
];

/** The database URL whose every connection explains every statement it runs. */
export function explainingUrl(url) {
  const withOptions = new URL(url);
  withOptions.searchParams.set("options", AUTO_EXPLAIN.map((o) => `-c ${o}`).join(" "));
  return withOptions.toString();
}

export const clearPlans = (file) => writeFileSync(file, "");

/** The plans written since the last clear, in order. */
export function readPlans(file) {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line).message ?? "")
    .filter((message) => message.includes("plan:"))
    .map((message) => {
      const explained = JSON.parse(message.slice(message.indexOf("plan:") + 5));
      return {
        durationMs: Number(/duration: ([\d.]+) ms/.exec(message)?.[1]),
        query: explained["Query Text"],
        plan: explained.Plan,
      };
    });
}

function* nodes(plan) {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/**
 * What to look at in a plan: the scans (a sequential scan of a big table, or an index scan that
 * reads and throws away many rows, asks for an index), the sorts, and the buffers touched.
 * `sizes` maps table names to their row counts.
 */
export function summarize({ durationMs, query, plan }, sizes) {
  const scans = [];
  const warnings = [];
  for (const node of nodes(plan)) {
    const relation = node["Relation Name"];
    if (!/Scan/.test(node["Node Type"]) || !relation) continue;
    const rows = Math.round(node["Actual Rows"] * node["Actual Loops"]);
    const removed = Math.round((node["Rows Removed by Filter"] ?? 0) * node["Actual Loops"]);
    scans.push({
      node: node["Node Type"],
      relation,
      index: node["Index Name"],
      rows,
      removed,
    });
    const tableRows = sizes[relation] ?? 0;
    if (node["Node Type"] === "Seq Scan" && tableRows > 10_000)
      warnings.push(`Seq Scan on ${relation} (${tableRows.toLocaleString("en")} rows)`);
    else if (rows + removed > 2_000)
      warnings.push(
        `${node["Node Type"]} on ${relation}${node["Index Name"] ? ` using ${node["Index Name"]}` : ""} reads ${(rows + removed).toLocaleString("en")} rows for ${rows.toLocaleString("en")}`,
      );
  }
  const sorts = [...nodes(plan)]
    .filter((n) => n["Node Type"] === "Sort")
    .map((n) => `${n["Sort Method"]} of ${n["Actual Rows"]} rows (${n["Sort Key"]?.join(", ")})`);
  return {
    durationMs,
    query: query.replace(/\s+/g, " ").trim(),
    sharedHit: plan["Shared Hit Blocks"] ?? 0,
    sharedRead: plan["Shared Read Blocks"] ?? 0,
    scans,
    sorts,
    warnings,
  };
}
