import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxInputDepth } from '@sunfleet/contract/validators';
import { createUser } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, multipartForm, signIn, type TestApp } from './testing.ts';

/** The part of a JSON schema this walk reads: objects, arrays, unions and strings. */
type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};
type TOperation = {
  parameters?: { in: string; name: string; schema?: TJsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};
type TOpenApi = { paths: Record<string, Record<string, TOperation>> };

const isString = (schema: TJsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** Every path to a string a body of this schema may hold, as dotted paths and nested values. */
function stringPaths(schema: TJsonSchema, path: string[] = []): string[][] {
  if (isString(schema)) return [path];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const nested = [
    ...variants.flatMap((variant) => stringPaths(variant, path)),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => stringPaths(child, [...path, key])),
    ...(schema.items ? stringPaths(schema.items, [...path, '0']) : []),
  ];
  return [...new Map(nested.map((found) => [found.join('.'), found])).values()];
}

/** A body holding `value` at `path` (arrays where the path steps through an index), nothing else. */
function bodyWith(path: string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return head === '0' ? [inner] : { [head]: inner };
}

const unstorable = { 'a NUL byte': 'a\u0000b', 'a lone surrogate': 'a\ud800b' };

/**
 * Walks every route of the api from its OpenAPI document, so a route added later is covered
 * without touching this test: text no database can store must be refused with code 4 naming the
 * field, and nothing may answer HTTP 5xx.
 */
describe('bad input on every route', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let callerId: string;
  let operations: { method: string; url: string; operation: TOperation }[];

  beforeAll(async () => {
    t = await createTestApp();
    const platform = await createUser(t.database, { kind: 'platform' });
    callerId = platform.id;
    headers = bearer((await signIn(t.app, platform.account, platform.password)).access_token);
    await t.app.ready();
    const document = t.app.swagger() as unknown as TOpenApi;
    // The caller's own id: routes about "my" user read their input before refusing a stranger.
    const someId = callerId;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, someId),
        operation,
      })),
    );
  });
  afterAll(() => t.close());

  it.each(Object.entries(unstorable))(
    'refuses %s in every string field of every JSON body',
    async (_, text) => {
      const refusals: string[] = [];
      for (const { method, url, operation } of operations) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        for (const path of stringPaths(schema)) {
          const response = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(bodyWith(path, text)),
          });
          const field = response.statusCode < 500 ? envelopeOf(response) : undefined;
          const isRefused = field?.code === 4 && (field.data as { field?: string }).field === path.join('.');
          if (!isRefused)
            refusals.push(`${method} ${url} ${path.join('.')}: ${response.statusCode} ${response.body}`);
        }
      }
      expect(refusals).toEqual([]);
    },
  );

  it('refuses a body nested 150,000 levels deep on every JSON write route and sign-in (code 4 on the path)', async () => {
    const levels = 150_000;
    // 900 KB each, under the body limit: the depth, not the size, is what must be refused.
    const bodies = {
      objects: { payload: `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`, step: 'a' },
      arrays: { payload: `${'['.repeat(levels)}${']'.repeat(levels)}`, step: '0' },
    };
    const jsonWrites = operations.filter(
      ({ operation }) => operation.requestBody?.content?.['application/json'] !== undefined,
    );
    const targets = [
      ...jsonWrites.map(({ method, url }) => ({ method, url, headers })),
      // Sign-in takes form bodies too; as JSON it is refused before it looks at credentials.
      { method: 'POST', url: '/oauth/token', headers: {} },
    ];
    const refusals: string[] = [];
    for (const { method, url, headers: auth } of targets) {
      for (const [name, { payload, step }] of Object.entries(bodies)) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload,
        });
        const answer = response.statusCode < 500 ? envelopeOf(response) : undefined;
        const field = (answer?.data as { field?: string } | null)?.field;
        if (answer?.code !== 4 || field !== Array(maxInputDepth).fill(step).join('.'))
          refusals.push(`${name}: ${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(refusals).toEqual([]);
    // Every JSON write route of the document and sign-in were sent (61 when this test was written).
    expect(targets.length).toBeGreaterThanOrEqual(61);
  });

  // A URL cannot carry a lone surrogate: its percent-encoding decodes to U+FFFD. A NUL byte it can.
  it('refuses %00 in every query and path parameter', async () => {
    const refusals: string[] = [];
    for (const { method, url, operation } of operations) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        const target =
          parameter.in === 'path' ? url.replace(callerId, 'a%00b') : `${url}?${parameter.name}=a%00b`;
        const response = await t.app.inject({ method: method as 'GET', url: target, headers });
        if (response.statusCode >= 500 || envelopeOf(response).code !== 4) {
          refusals.push(`${method} ${target}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(refusals).toEqual([]);
  });

  it('answers a bad percent-encoding with the envelope (code 4)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/plant/%E0%A4%A', headers });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ code: 4 });
  });

  it('refuses a multipart form without a boundary, cut short or with a NUL byte on every POST route (code 4)', async () => {
    const form = multipartForm({ name: 'x' }, { filename: 'a.png', content: Buffer.from('xxxx') });
    const bodies = {
      'no boundary': { payload: form.payload, headers: { 'content-type': 'multipart/form-data' } },
      'cut short': { payload: form.payload.subarray(0, 60), headers: form.headers },
      'a NUL byte in a field': multipartForm(
        { name: 'a\u0000b', model: 'a\u0000b', plantId: 'a\u0000b', source: 'a\u0000b' },
        { filename: 'a.png', content: Buffer.from('xxxx') },
      ),
    };
    const refusals: string[] = [];
    // Every POST route: those that take no form refuse it as an unsupported media type.
    for (const { method, url } of operations.filter((operation) => operation.method === 'POST')) {
      for (const [name, body] of Object.entries(bodies)) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          payload: body.payload,
          headers: { ...headers, ...body.headers },
        });
        if (response.statusCode >= 500 || envelopeOf(response).code !== 4) {
          refusals.push(`${name}: ${method} ${url}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(refusals).toEqual([]);
  });
});
