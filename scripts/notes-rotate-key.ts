// npm run notes:rotate-key: re-encrypts every note and note file under NOTES_ENCRYPTION_KEY.
// Run it with the new key as NOTES_ENCRYPTION_KEY and the old one(s) in NOTES_ENCRYPTION_OLD_KEYS
// (the app keeps working during the run: it reads both). Safe to stop and run again.
import { closeDb, getDb } from "@/db/client";
import { rotateNotesKey } from "@/features/notes/server/rotate";
import { rotateCareKey } from "@/features/care/server/service";

await getDb();
const result = await rotateNotesKey({ log: (line) => console.info(line) });
console.info(
  `notes under key ${result.keyId}: ${result.rotated} re-encrypted now, ${result.remaining} left`,
);
// Questionnaire and form answers are sealed with the same key (issue 70, decisions 0706, 0707).
const care = await rotateCareKey();
console.info(
  `questionnaires and forms under key ${care.keyId}: ${care.rotated} re-encrypted now, ${care.remaining} left`,
);
await closeDb();
if (result.remaining > 0 || care.remaining > 0) process.exitCode = 1;
