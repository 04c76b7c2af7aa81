import { Ajv, type ValidateFunction } from 'ajv';
import {
  eventPayloadSchema,
  pointSchema,
  readingTypesSchema,
  reportPayloadSchema,
  unitsSchema,
} from './enumerations.generated.ts';
import type { TOadrValuesMap } from './schema.ts';

/**
 * The official enumeration schemas as validators (ajv), built once. A payload whose type the
 * enumerations do not define is refused: Sunfleet agreed no private payload types with any VTN,
 * so an unknown type is an error, not something to skip silently (docs/adr/0049).
 */
type TDefinitions = Record<string, unknown>;

function compileDefinitions(ajv: Ajv, definitions: TDefinitions): Map<string, ValidateFunction> {
  // The schemas' `$id`s are relative file names; each definition is compiled alone without them,
  // beside the OpenAPI document's `point` that some refer to as `#/components/schemas/point`.
  return new Map(
    Object.entries(definitions).map(([type, schema]) => {
      const { $id: _id, ...rest } = schema as Record<string, unknown>;
      return [type, ajv.compile({ ...rest, components: { schemas: { point: pointSchema } } })];
    }),
  );
}

// OpenAPI's numeric formats (`float` in the official `point`) describe storage, not a check.
const ajv = new Ajv({ strict: false, allErrors: true, formats: { float: true, double: true, int32: true } });
const eventPayloads = compileDefinitions(ajv, eventPayloadSchema.definitions);
const reportPayloads = compileDefinitions(ajv, reportPayloadSchema.definitions);
const knownUnits = new Set<string>(unitsSchema.enum);
const knownReadingTypes = new Set<string>(readingTypesSchema.enum);

export type TPayloadKind = 'event' | 'report';

/** Why each entry of a valuesMap list breaks the enumerations (empty when all hold). */
export function payloadViolations(kind: TPayloadKind, payloads: readonly TOadrValuesMap[]): string[] {
  const validators = kind === 'event' ? eventPayloads : reportPayloads;
  return payloads.flatMap((payload) => {
    const validate = validators.get(payload.type);
    if (!validate) return [`unknown ${kind} payload type ${payload.type}`];
    if (validate(payload.values)) return [];
    return (validate.errors ?? []).map(
      (error) => `${payload.type} values${error.instancePath} ${error.message ?? 'invalid'}`,
    );
  });
}

/** Units and reading types of payload descriptors outside the enumerations. */
export function descriptorViolations(
  descriptors: readonly { payloadType: string; units?: string | null; readingType?: string | null }[],
): string[] {
  return descriptors.flatMap((descriptor) => [
    ...(descriptor.units && !knownUnits.has(descriptor.units)
      ? [`unknown units ${descriptor.units} of ${descriptor.payloadType}`]
      : []),
    ...(descriptor.readingType && !knownReadingTypes.has(descriptor.readingType)
      ? [`unknown reading type ${descriptor.readingType} of ${descriptor.payloadType}`]
      : []),
  ]);
}

export const isKnownPayloadType = (kind: TPayloadKind, type: string) =>
  (kind === 'event' ? eventPayloads : reportPayloads).has(type);
