import type { Rule } from 'antd/es/form';
import type { TLang } from '@sunfleet/contract/lang';
import type { TObjectSchema } from './form-rules.ts';

/**
 * `contractRule` for screens that must open without zod (the sign-in form is the first route):
 * the contract schema and the checker load on the first validation, then the same messages show.
 */
export function lazyContractRule(loadSchema: () => Promise<TObjectSchema>, field: string, lang: TLang): Rule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const [{ fieldFailure }, schema] = await Promise.all([import('./form-rules.ts'), loadSchema()]);
      const values = { ...(getFieldsValue(true) as Record<string, unknown>), [field]: value };
      const message = fieldFailure(schema, field, values, lang);
      if (message) throw new Error(message);
    },
  });
}
