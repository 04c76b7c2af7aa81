import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypesFile, generateApiTypes } from './api-types.ts';

describe('api types', () => {
  it('are committed as generated from docs/openapi.json (run `npm run api-types -w @sunfleet/web`)', async () => {
    expect(readFileSync(apiTypesFile, 'utf8')).toBe(await generateApiTypes());
  });
});
