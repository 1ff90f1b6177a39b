// API tests run in their own files with their own database (tests/helpers/test-db.ts).
process.env.AUTH_SECRET ??= "test-secret-that-is-long-enough-for-hs256-0123456789";
