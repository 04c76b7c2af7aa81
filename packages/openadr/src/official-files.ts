import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Where the official OpenADR 3.1.0 files lie: `OPENADR3_DIR`, else `../shared/data/openadr3` beside
 * the repository (a checkout at /work/main; a git worktree sets the variable). The files are read
 * where they are, never copied into the repository: their text is the OpenADR Alliance's.
 */
export function officialDir(): string {
  return (
    process.env.OPENADR3_DIR ?? fileURLToPath(new URL('../../../../shared/data/openadr3', import.meta.url))
  );
}

/** One official file of 3.1.0, parsed from YAML (or JSON). */
export const readOfficialYaml = (relativePath: string): unknown =>
  parse(readFileSync(`${officialDir()}/3.1.0/${relativePath}`, 'utf8'));

export const readOfficialText = (relativePath: string): string =>
  readFileSync(`${officialDir()}/3.1.0/${relativePath}`, 'utf8');

/**
 * The official OpenAPI document as a JSON-Schema draft-07 validator reads it. OpenAPI 3.0 writes
 * an exclusive bound as `maximum: 600, exclusiveMaximum: true` (draft-04); ajv 8 wants
 * `exclusiveMaximum: 600`. The rewrite means the same bound, and nothing else is touched.
 */
export function officialOpenApi(): Record<string, unknown> {
  return draft07Bounds(readOfficialYaml('openadr3.yaml')) as Record<string, unknown>;
}

function draft07Bounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(draft07Bounds);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = draft07Bounds(value);
  for (const [flag, bound] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}
