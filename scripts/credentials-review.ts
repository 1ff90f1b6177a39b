// npm run credentials:review -- <email> approve [--until YYYY-MM-DD] | reject ["note"]: a reviewer's decision on a
// therapist's submitted credentials; the therapist sees the status and the note on /credentials.
import { closeDb, getDb } from "@/db/client";
import { parseReviewArgs, reviewByEmail } from "@/features/credentials/server/review";

const args = parseReviewArgs(process.argv.slice(2));
if ("error" in args) {
  console.error(args.error);
  process.exit(2);
}
await getDb();
try {
  const result = await reviewByEmail(args);
  console.info(`${args.email}: ${result.status}${result.note ? ` ("${result.note}")` : ""}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
