// API tests run in their own files with their own database (tests/helpers/test-db.ts).
process.env.AUTH_SECRET ??= "test-secret-that-is-long-enough-for-hs256-0123456789";
// A fixed notes key (32 bytes, hex) so tests never write a development key into .data/.
process.env.NOTES_ENCRYPTION_KEY ??= "0f".repeat(32);
// Tests call the app in-process, as if behind one proxy: X-Forwarded-For names the caller.
process.env.TRUST_PROXY_HOPS ??= "1";
// The sandbox gateway runs only when chosen; the tests choose it (docs/decisions/0802).
process.env.PAYMENT_GATEWAY ??= "sandbox";
// Production gives up on a pooled connection after 3 s (a fault, answered 503). Fifty requests
// racing for ten connections on a loaded 2-core CI machine may wait longer: load, not a fault.
process.env.DATABASE_CONNECT_TIMEOUT_MS ??= "30000";
// Every answer is logged to .test-logs/api/, read for personal data when the run ends
// (tests/setup/api-logs.ts).
process.env.LOG_FILE ??= `${process.cwd()}/.test-logs/api/${process.pid}.jsonl`;
process.env.LOG_LEVEL ??= "info";
