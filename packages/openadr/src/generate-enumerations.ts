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

if (process.argv[1]?.endsWith('generate-enumerations.ts'))
  writeFileSync(new URL('./enumerations.generated.ts', import.meta.url), enumerationsSource());
