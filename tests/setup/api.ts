// API tests run in their own files with their own database (tests/helpers/test-db.ts).
process.env.AUTH_SECRET ??= "test-secret-that-is-long-enough-for-hs256-0123456789";
// A fixed notes key (32 bytes, hex) so tests never write a development key into .data/.
process.env.NOTES_ENCRYPTION_KEY ??= "0f".repeat(32);
