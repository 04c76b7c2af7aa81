import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, openApiFile } from './openapi.ts';

describe('OpenAPI document', () => {
  it('is committed as generated (run `npm run openapi -w @sunfleet/api` after changing a route)', async () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(await generateOpenApi());
  });
});
