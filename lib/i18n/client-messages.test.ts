import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Client components get only the message namespaces their page (or the layout, for the shell)
 * lists in <ClientMessages>. This walks each page's imports the way the bundler does, collects
 * the namespaces that code on the client side of a "use client" boundary reads, and compares.
 */
const root = path.resolve(import.meta.dirname, "../..");
const localeDir = path.join(root, "app/[locale]");

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  for (const suffix of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)(?!\s+type\s)(?:[^"';]*?\sfrom\s)?\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const providerPattern = /<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}(?:\s+keys=\{\{([^}]*)\}\})?/;

/** A server component giving its children their own messages: a boundary of its own. */
const isProvider = (source: string) =>
  !/^\s*["']use client["']/.test(source) && providerPattern.test(source);

/** The namespaces a <ClientMessages> lists, whole (`namespaces`) or some of their keys (`keys`). */
function provided(file: string): string[] | undefined {
  const match = readFileSync(file, "utf8").match(providerPattern);
  if (!match) return undefined;
  const whole = [...match[1]!.matchAll(/["'](\w+)["']/g)].map((m) => m[1]!);
  const some = [...(match[2] ?? "").matchAll(/(\w+)\s*:/g)].map((m) => m[1]!);
  return [...whole, ...some];
}

/**
 * Namespaces read by client code reachable from `entry`; "*" for a call without a literal one.
 * A server component under it with its own <ClientMessages> is checked on its own, not here.
 */
function clientNamespaces(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, boolean>();
  const walk = (file: string, client: boolean) => {
    if (seen.get(file) === true || seen.get(file) === client) return;
    seen.set(file, client);
    const source = readFileSync(file, "utf8");
    if (file !== entry && !client && isProvider(source)) return;
    const isClient = client || /^\s*["']use client["']/.test(source);
    if (isClient) {
      // A nested namespace ("Accounts.mfa") is sent as its top one.
      for (const m of source.matchAll(/useTranslations\(\s*(?:["'](\w+)(?:\.[\w.]+)?["'])?/g)) {
        found.add(m[1] ?? "*");
      }
    }
    for (const m of source.matchAll(importPattern)) {
      const target = resolveImport(file, m[1] ?? m[2]!);
      if (target && /\.tsx?$/.test(target)) walk(target, isClient);
    }
  };
  walk(entry, false);
  return found;
}

function listed(file: string, pattern: RegExp): string[] | undefined {
  const match = readFileSync(file, "utf8").match(pattern);
  return match ? [...match[1]!.matchAll(/["'](\w+)["']/g)].map((m) => m[1]!) : undefined;
}

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** A layout below the locale's that gives its pages their messages, as the sign-in pages' does. */
function providingLayout(page: string): string | undefined {
  for (let dir = path.dirname(page); dir !== localeDir; dir = path.dirname(dir)) {
    const file = path.join(dir, "layout.tsx");
    if (existsSync(file) && isProvider(readFileSync(file, "utf8"))) return file;
  }
  return undefined;
}

const layout = path.join(localeDir, "layout.tsx");
const shell = listed(layout, /SHELL_NAMESPACES[^=]*=\s*\[([^\]]*)\]/) ?? [];

describe("messages sent to client components", () => {
  it("the layout lists what the shell's client components read, and nothing else", () => {
    const used = new Set([
      ...clientNamespaces(layout),
      ...clientNamespaces(path.join(localeDir, "error.tsx")),
    ]);
    expect(shell.length).toBeGreaterThan(0);
    expect([...used].sort()).toEqual([...shell].sort());
  });

  const nestedProviders = readdirSync(path.join(root, "features"), { recursive: true })
    .map((name) => path.join(root, "features", String(name)))
    .filter((file) => file.endsWith(".tsx") && isProvider(readFileSync(file, "utf8")));
  for (const file of nestedProviders) {
    it(`${path.relative(root, file)} lists what its client components read, and nothing else`, () => {
      expect([...clientNamespaces(file)].sort()).toEqual([...provided(file)!].sort());
    });
  }

  for (const page of pages(localeDir)) {
    const name = path.relative(localeDir, page);
    it(`${name} lists what its client components read, and nothing else`, () => {
      const used = [...clientNamespaces(page)].sort();
      const own = provided(page);
      const frame = providingLayout(page);
      if (own) expect(used).toEqual([...own].sort());
      else if (frame) expect(used.filter((ns) => !provided(frame)!.includes(ns))).toEqual([]);
      else expect(used.filter((ns) => !shell.includes(ns))).toEqual([]);
    });
  }

  // Layouts whose pages rely on them; one whose pages all list their own (staff) is not read here.
  const frames = new Set(
    pages(localeDir)
      .filter((page) => !provided(page))
      .map(providingLayout)
      .filter((file) => file !== undefined),
  );
  for (const frame of frames) {
    it(`${path.relative(localeDir, frame)} lists what it and its pages read, and nothing else`, () => {
      const used = new Set(clientNamespaces(frame));
      for (const page of pages(path.dirname(frame))) {
        if (!provided(page) && providingLayout(page) === frame) {
          for (const ns of clientNamespaces(page)) used.add(ns);
        }
      }
      expect([...used].sort()).toEqual([...provided(frame)!].sort());
    });
  }
});
