// npm run staff:add -- <email> <support|reviewer|finance|admin>…: gives an existing account staff
// roles (issue 68). The first admin is made here; staff still need a second factor to use the console.
import { closeDb, getDb } from "@/db/client";
import { parseStaffAddArgs } from "@/features/staff/roles";
import { grantStaffRoles } from "@/features/staff/server/staff-roles";

const args = parseStaffAddArgs(process.argv.slice(2));
if ("error" in args) {
  console.error(args.error);
  process.exit(2);
}
await getDb();
try {
  const granted = await grantStaffRoles(args.email, args.roles);
  if (!granted) {
    console.error(`no account with the email ${args.email}: register it first`);
    process.exitCode = 1;
  } else console.info(`${args.email}: ${granted.roles.join(", ")}`);
} finally {
  await closeDb();
}
