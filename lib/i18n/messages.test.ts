import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

type Tree = { [key: string]: string | Tree };

/** Every message as [dotted key, text]. */
const entries = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : entries(value, `${prefix}${key}.`),
  );

const keysOf = (tree: Tree) => entries(tree).map(([key]) => key);

// The German pages are checked by axe on half of the pages only (decision 0046): what a page's
// accessible names are made of is the same in both languages as long as no German text is missing.
describe("the German messages", () => {
  it("have exactly the English keys", () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });

  it("have no empty text", () => {
    expect(entries(de).filter(([, text]) => text.trim() === "")).toEqual([]);
  });
});
