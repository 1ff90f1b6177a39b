import "server-only";
import openapiTS, { astToString } from "openapi-typescript";
import { openApiDocument } from "./openapi-document";

type App = Parameters<typeof openApiDocument>[0];

/** Where the web client's types of the API live (decision 0043). */
export const OPENAPI_TYPES_FILE = "lib/api/openapi-types.ts";

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api:types\` (decision 0043): do not edit.
// app/api/openapi-types.test.ts fails while it differs from a fresh generation.

`;

/** The TypeScript types of an app's OpenAPI document (openapi-typescript): `paths`, `components`. */
export async function openApiTypes(app: App): Promise<string> {
  const document = structuredClone(await openApiDocument(app));
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}
