/** Staff roles (issue 68) and what each may do: pure, shared by the server's guard and the console. */
export const STAFF_ROLES = ["support", "reviewer", "finance", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/**
 * The role a person acts under for an area that `needed` roles may use: the first of theirs that
 * is needed, else admin (who may do everything), else none. The audit log records it.
 */
export function actingRole(
  roles: readonly StaffRole[],
  needed: readonly StaffRole[],
): StaffRole | null {
  return roles.find((role) => needed.includes(role)) ?? (roles.includes("admin") ? "admin" : null);
}

/** The console's areas, each with the roles that open it (admin opens all of them). */
export const STAFF_AREAS = {
  verification: ["reviewer"],
  people: ["support"],
  reviews: ["support"],
  emails: ["support"],
  support: ["support"],
  // Payouts due and wallet adjustments (decision 0810).
  money: ["finance"],
  audit: ["admin"],
  team: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export const areasOf = (roles: readonly StaffRole[]): StaffArea[] =>
  (Object.keys(STAFF_AREAS) as StaffArea[]).filter(
    (area) => actingRole(roles, STAFF_AREAS[area]) !== null,
  );

/** `npm run staff:add -- <email> <role…>`: the email and at least one known role. */
export function parseStaffAddArgs(
  argv: string[],
): { email: string; roles: StaffRole[] } | { error: string } {
  const [email, ...words] = argv;
  const usage = `usage: npm run staff:add -- <email> <${STAFF_ROLES.join("|")}>…`;
  if (!email || !email.includes("@") || words.length === 0) return { error: usage };
  const unknown = words.filter((w) => !isStaffRole(w));
  if (unknown.length) return { error: `unknown role ${unknown.join(", ")}; ${usage}` };
  return { email: email.toLowerCase(), roles: [...new Set(words as StaffRole[])] };
}
