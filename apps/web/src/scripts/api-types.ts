import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The committed OpenAPI document the api generates from its route schemas. */
const openApiDocument = new URL('../../../../docs/openapi.json', import.meta.url);

/** Where the generated types of that document are committed. */
export const apiTypesFile = fileURLToPath(new URL('../lib/api-schema.d.ts', import.meta.url));

const banner = `/**
 * Generated from docs/openapi.json by openapi-typescript: do not edit.
 * After an api change: \`npm run openapi -w @sunfleet/api && npm run api-types -w @sunfleet/web\`.
 */
`;

/** The types of every api path, as committed in `apiTypesFile`. */
export async function generateApiTypes(): Promise<string> {
  return banner + astToString(await openapiTS(openApiDocument));
}
