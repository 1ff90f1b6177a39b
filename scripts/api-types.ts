// Writes lib/api/openapi-types.ts, the web client's types of the API, from the OpenAPI document
// the routes declare (decision 0043): `npm run api:types` after changing a route's answers.
import { writeFileSync } from "node:fs";
import { api } from "@/app/api/app";
import { OPENAPI_TYPES_FILE, openApiTypes } from "@/lib/server/openapi-types";

writeFileSync(OPENAPI_TYPES_FILE, await openApiTypes(api));
console.log(`wrote ${OPENAPI_TYPES_FILE}`);
// The app's modules start timers (sweeps, caches) that would keep the process alive.
process.exit(0);
