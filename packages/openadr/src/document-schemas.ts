import { Ajv } from 'ajv';
import { documentSchemas } from './document-schemas.generated.ts';
import { payloadViolations } from './enumerations.ts';
import { withFormats } from './formats.ts';
import type { TOadrNotification, TOadrValuesMap } from './schema.ts';

/**
 * Checks bodies against the OpenADR 3.1.0 document's schemas by name (`notification`,
 * `eventRequest` …), with ajv. The oracle builds one over the official document read where it
 * lies; the api over `document-schemas.generated.ts`, which the interop suite holds equal to it.
 */
export function createSchemaCheck(schemas: Record<string, unknown>) {
  const ajv = withFormats(new Ajv({ strict: false, allErrors: true }));
  ajv.addSchema({ components: { schemas } }, 'openadr3');
  return (schemaName: string, body: unknown): string[] => {
    const validate =
      ajv.getSchema(`openadr3#/components/schemas/${schemaName}`) ??
      ajv.compile({ $ref: `openadr3#/components/schemas/${schemaName}` });
    return validate(body)
      ? []
      : (validate.errors ?? []).map((error) => `${schemaName}${error.instancePath} ${error.message}`);
  };
}

let generatedCheck: ReturnType<typeof createSchemaCheck> | undefined;

/**
 * Why a body a VTN posted to a subscription's callbackUrl is not an OpenADR 3.1.0 `notification`
 * (the document's callback `notifyEvent`), its event's values maps included (the enumerations);
 * empty when it is one.
 */
export function notificationViolations(
  body: unknown,
  check: (schemaName: string, body: unknown) => string[] = (generatedCheck ??=
    createSchemaCheck(documentSchemas)),
): string[] {
  const found = check('notification', body);
  if (found.length > 0) return found;
  const { objectType, object } = body as TOadrNotification;
  if (objectType !== 'EVENT') return [];
  const intervals = (object as { intervals?: { payloads: TOadrValuesMap[] }[] }).intervals ?? [];
  return intervals.flatMap((interval) => payloadViolations('event', interval.payloads));
}
