import type { Ajv } from 'ajv';
import formatsModule from 'ajv-formats';

/**
 * ajv-formats is CommonJS; under ESM its default import is the module object, whose `default` is
 * the plugin. The official document uses `date-time`, `uri` and `float` formats.
 */
const plugin = ((formatsModule as unknown as { default?: unknown }).default ?? formatsModule) as (
  ajv: Ajv,
) => Ajv;

export function withFormats<T>(ajv: T): T {
  plugin(ajv as unknown as Ajv);
  // OpenAPI's numeric formats describe storage, not a check.
  for (const format of ['float', 'double', 'int32', 'int64']) (ajv as unknown as Ajv).addFormat(format, true);
  return ajv;
}
