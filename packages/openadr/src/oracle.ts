import { OpenAPIBackend, type Document } from 'openapi-backend';
import { createSchemaCheck } from './document-schemas.ts';
import { descriptorViolations, payloadViolations } from './enumerations.ts';
import { withFormats } from './formats.ts';
import { officialOpenApi } from './official-files.ts';
import type { TOadrValuesMap } from './schema.ts';
import type { TVenExchange } from './ven-client.ts';

/**
 * The interop suite's oracle: the official OpenADR 3.1.0 OpenAPI document (openapi-backend) and
 * the official enumeration schemas (ajv). `check` answers every way one exchange of Sunfleet's VEN
 * breaks them — the request it sent and the response it received — empty when it holds.
 */
export async function createOracle() {
  const document = officialOpenApi();
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as unknown as Document,
    quick: true,
    coerceTypes: true,
    customizeAjv: withFormats,
  });
  await api.init();

  /** Values maps and descriptors anywhere in an object, by where they sit. */
  function enumerationViolations(body: unknown): string[] {
    if (Array.isArray(body)) return body.flatMap(enumerationViolations);
    if (body === null || typeof body !== 'object') return [];
    const object = body as Record<string, unknown>;
    const found: string[] = [];
    if (object.objectType === 'EVENT' || ('programID' in object && 'intervals' in object))
      for (const interval of (object.intervals ?? []) as { payloads: TOadrValuesMap[] }[])
        found.push(...payloadViolations('event', interval.payloads));
    if ('resources' in object && 'clientName' in object)
      for (const resource of object.resources as { intervals: { payloads: TOadrValuesMap[] }[] }[])
        for (const interval of resource.intervals)
          found.push(...payloadViolations('report', interval.payloads));
    if (Array.isArray(object.payloadDescriptors))
      found.push(...descriptorViolations(object.payloadDescriptors as { payloadType: string }[]));
    if (
      object.objectType === 'EVENT' ||
      object.objectType === 'REPORT' ||
      object.objectType === 'SUBSCRIPTION'
    )
      return found;
    // A notification carries its object.
    if ('operation' in object && 'object' in object) found.push(...enumerationViolations(object.object));
    return found;
  }

  function check(exchange: TVenExchange): string[] {
    const request = {
      method: exchange.method,
      path: exchange.path,
      query: exchange.query,
      headers: {
        authorization: 'Bearer oracle',
        ...(exchange.requestType ? { 'content-type': exchange.requestType } : {}),
      },
      body: exchange.requestBody,
    };
    const operation = api.matchOperation(request);
    const where = `${exchange.method} ${exchange.path}`;
    if (!operation) return [`${where}: no such operation in the official document`];
    const requestErrors = api.validateRequest(request, operation).errors ?? [];
    const responseErrors =
      api.validateResponse(exchange.responseBody, operation, exchange.status).errors ?? [];
    return [
      ...requestErrors.map((error) => `${where} request ${error.instancePath} ${error.message}`),
      ...responseErrors.map(
        (error) => `${where} response ${exchange.status} ${error.instancePath} ${error.message}`,
      ),
      ...enumerationViolations(exchange.requestBody).map((each) => `${where} request ${each}`),
      ...enumerationViolations(exchange.responseBody).map((each) => `${where} response ${each}`),
    ];
  }

  /** Checks a body against one of the document's schemas (`eventRequest`, `notification` …). */
  const checkSchema = createSchemaCheck(
    (document as { components: { schemas: Record<string, unknown> } }).components.schemas,
  );

  return { api, check, checkSchema, enumerationViolations };
}
export type Oracle = Awaited<ReturnType<typeof createOracle>>;
