/** Every server module starts with `import "server-only"` (STYLE.md section 5). */
const serverOnly = {
  meta: {
    type: "problem",
    messages: { missing: 'Server modules must start with import "server-only".' },
  },
  create(context) {
    return {
      Program(node) {
        const first = node.body.find((n) => n.type === "ImportDeclaration");
        if (!first || first.source.value !== "server-only")
          context.report({ node, messageId: "missing" });
      },
    };
  },
};

export default serverOnly;
