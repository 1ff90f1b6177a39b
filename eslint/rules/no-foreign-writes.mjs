import path from "node:path";
import { tableOwners } from "../boundaries.mjs";

const WRITES = new Set(["insert", "update", "delete"]);

/**
 * A feature writes only its own tables (decision 0015): `db.insert(t)`, `.update(t)` and
 * `.delete(t)` fail when `t` was imported from a schema module another feature owns.
 */
const noForeignWrites = {
  meta: {
    type: "problem",
    messages: {
      foreign:
        "{{table}} belongs to {{owner}}: write it through that feature's server service (decision 0015).",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep);
    if (file[0] !== "features") return {};
    const own = tableOwners[file[1]] ?? [];
    const foreign = new Map();
    return {
      ImportDeclaration(node) {
        const match = /^@\/db\/schema\/([\w-]+)$/.exec(String(node.source.value));
        if (!match || own.includes(match[1])) return;
        for (const spec of node.specifiers) foreign.set(spec.local.name, match[1]);
      },
      CallExpression(node) {
        const callee = node.callee;
        const argument = node.arguments[0];
        if (
          callee.type === "MemberExpression" &&
          callee.property.type === "Identifier" &&
          WRITES.has(callee.property.name) &&
          argument?.type === "Identifier" &&
          foreign.has(argument.name)
        ) {
          context.report({
            node,
            messageId: "foreign",
            data: { table: argument.name, owner: foreign.get(argument.name) },
          });
        }
      },
    };
  },
};

export default noForeignWrites;
