import { writeFileSync } from 'node:fs';
import { officialOpenApi, readOfficialYaml } from './official-files.ts';

const officialPoint = () =>
  (officialOpenApi() as { components: { schemas: Record<string, unknown> } }).components.schemas.point;

/**
 * Writes `enumerations.generated.ts`: the official 3.1.0 enumeration schemas for event-interval
 * and report payloads, units and reading types, as data the VEN validates with ajv at run time
 * (the enumerations README: "converted into … data validation code … added to your
 * application"). `npm run types -w @sunfleet/openadr` regenerates; the interop suite fails when
 * this file and the official files drift apart.
 */
export function enumerationsSource(): string {
  const read = (file: string) => JSON.stringify(readOfficialYaml(`enumerations/${file}`), null, 2);
  return `// Generated from the OpenADR 3.1.0 enumeration schemas (© OpenADR Alliance, Apache-2.0) by
// generate-enumerations.ts. Do not edit.
export const eventPayloadSchema = ${read('event-interval-payloads.schema.yaml')} as const;
export const reportPayloadSchema = ${read('report-payloads.schema.yaml')} as const;
export const unitsSchema = ${read('units.schema.yaml')} as const;
export const readingTypesSchema = ${read('reading-types.schema.yaml')} as const;
/** The OpenAPI document's \`point\`, which the payload schemas refer to as \`#/components/schemas/point\`. */
export const pointSchema = ${JSON.stringify(officialPoint(), null, 2)} as const;
`;
}

/**
 * Writes `document-schemas.generated.ts`: the official document's `components.schemas` (as a
 * draft-07 validator reads them, `officialOpenApi`), so the api checks a notification the VTN posts
 * against the official `notification` schema without reading ../shared at run time. The interop
 * suite fails when this file and the official document drift apart.
 */
export function documentSchemasSource(): string {
  const { schemas } = (officialOpenApi() as { components: { schemas: unknown } }).components;
  return `// Generated from the OpenADR 3.1.0 OpenAPI document (© OpenADR Alliance, Apache-2.0) by
// generate-enumerations.ts. Do not edit.
export const documentSchemas: Record<string, unknown> = ${JSON.stringify(schemas, null, 2)};
`;
}

if (process.argv[1]?.endsWith('generate-enumerations.ts')) {
  writeFileSync(new URL('./enumerations.generated.ts', import.meta.url), enumerationsSource());
  writeFileSync(new URL('./document-schemas.generated.ts', import.meta.url), documentSchemasSource());
}
