// The notes the bench reads: therapists 1 to 32's about a client each (therapist 1: client 1, 920
// notes; the others about 500), sealed and indexed by the app's own code
// (features/notes/server), so GET /api/note/client/{id} decrypts real titles and its title search
// finds them through the blind index. Run by bench/scale/seed.mjs as
//   tsx --conditions=react-server bench/scale/seed-notes.ts key-id   (prints the key's id)
//   tsx --conditions=react-server bench/scale/seed-notes.ts <database url>
// with NOTES_ENCRYPTION_KEY set to the bench's key (bench/scale/seed.mjs, NOTES_KEY).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { keyring, sealText } from "../../features/notes/server/crypto";
import { aad } from "../../features/notes/server/notes";
import { titleIndex } from "../../features/notes/server/title-index";

const key = keyring().current;
if (process.argv[2] === "key-id") {
  console.log(key.id);
  process.exit(0);
}

/** Client notes besides one session note per session held. */
const CLIENT_NOTES = 500;
/** The therapists whose notes are sealed: one per connection of the load (bench/scale.mjs). */
const THERAPISTS = 32;
const TOPICS = [
  "anxiety and sleep",
  "work stress",
  "low mood",
  "panic attacks",
  "family conflict",
  "grief",
  "treatment plan review",
  "relapse prevention plan",
  "assessment follow-up",
  "homework: thought records",
];
const CONTENT =
  "Client arrived on time and engaged well. We reviewed the week, the thought records and the " +
  "sleep diary. Mood 5/10, better mornings, evenings still hard. Practised grounding; agreed to " +
  "keep the diary and try the wind-down routine on three nights before we meet again.";

/** The notes of one therapist about one client: one per session held, and client notes. */
function notesOf(
  providerId: string,
  clientId: string,
  sessions: { id: string; end_time: Date }[],
  clientNotes: number,
) {
  const first = sessions[0]?.end_time.getTime() ?? Date.now() - 365 * 24 * 3600 * 1000;
  return [
    ...sessions.map((s, i) => ({
      bookingId: s.id as string | null,
      at: new Date(s.end_time.getTime() + 3600e3),
      i,
    })),
    ...Array.from({ length: clientNotes }, (_, i) => ({
      bookingId: null,
      at: new Date(first + ((Date.now() - first) * (i + 0.5)) / clientNotes),
      i: sessions.length + i,
    })),
  ].map(({ bookingId, at, i }) => {
    const id = randomUUID();
    const title = `${bookingId ? `Session ${i + 1}` : "Note"}: ${TOPICS[i % TOPICS.length]}`;
    return {
      id,
      provider_id: providerId,
      client_id: clientId,
      type: bookingId ? "booking" : "client",
      booking_id: bookingId,
      key_id: key.id,
      title_cipher: sealText(key, title, aad(id, "title")),
      title_index: titleIndex(key, { providerId, clientId }, title),
      content_cipher: sealText(key, CONTENT, aad(id, "content")),
      created_at: at.toISOString(),
    };
  });
}

const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
try {
  // Therapists 1 to 32, each with the client they held most sessions with (therapist 1: client 1).
  const pairs = (
    await client.query(
      `select distinct on (b.provider_id) b.provider_id, b.client_id
         from bookings b join users p on p.id = b.provider_id
        where p.email in (select 'therapist' || g || '@scale.bench' from generate_series(1, $1) g)
          and b.status = 'completed'
        group by b.provider_id, b.client_id
        order by b.provider_id, count(*) desc, b.client_id`,
      [THERAPISTS],
    )
  ).rows as { provider_id: string; client_id: string }[];
  const rows = [];
  for (const { provider_id: providerId, client_id: clientId } of pairs) {
    const sessions = (
      await client.query(
        `select id, end_time from bookings
          where provider_id = $1 and client_id = $2 and status = 'completed' order by start_time`,
        [providerId, clientId],
      )
    ).rows as { id: string; end_time: Date }[];
    rows.push(...notesOf(providerId, clientId, sessions, CLIENT_NOTES));
  }
  await client.query(
    `insert into notes (id, provider_id, client_id, type, booking_id, key_id, title_cipher,
                        title_index, content_cipher, created_at, updated_at)
     select id, provider_id, client_id, type, booking_id, key_id, title_cipher, title_index,
            content_cipher, created_at, created_at
     from json_populate_recordset(null::notes, $1)`,
    [JSON.stringify(rows)],
  );
  // Each note's creation in its therapist's audit chain (through the chain trigger), so the
  // bench's reads append to a history rather than to an empty table: on an empty one a pool
  // connection keeps the plan it made then (a Seq Scan for the chain's last row), and the reads
  // measured 8.9 ms of PostgreSQL CPU each instead of 0.7.
  await client.query(
    `insert into note_audit (owner_id, actor_id, note_id, action, address)
     select provider_id, provider_id, id, 'create', '127.0.0.1' from notes
      where id = any($1::uuid[]) order by provider_id, created_at`,
    [rows.map((r) => r.id)],
  );
  console.log(`  ${rows.length} notes of therapists 1 to ${THERAPISTS} about a client each`);
} finally {
  await client.end();
}
