import type { Rule } from 'antd/es/form';
import { z } from 'zod';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import { describeIssue } from '@sunfleet/contract/validators';

export type TObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * Issues of the object-level refinements (e.g. "passwords match"). zod runs those only once every
 * field is valid; a form wants them while other fields are still empty, so they run directly.
 */
function refinementIssues(schema: TObjectSchema, values: Record<string, unknown>) {
  const payload = { value: values, issues: [] as z.core.$ZodRawIssue[] };
  for (const check of schema._zod.def.checks ?? []) void check._zod.check(payload as never);
  return payload.issues;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The message for `field` of a form checked against a contract object schema, or null when valid.
 * An empty text field that the schema rejects asks to be filled in rather than naming the format;
 * an unticked box (a literal) keeps its own message.
 */
export function fieldFailure(
  schema: TObjectSchema,
  field: string,
  values: Record<string, unknown>,
  lang: TLang,
): string | null {
  const own = schema.shape[field];
  if (own) {
    const result = z.safeParse(own, values[field]);
    const issue = result.error?.issues[0];
    if (issue)
      return isBlank(values[field]) && issue.code !== 'invalid_value'
        ? inputMessage('required', lang)
        : describeIssue(issue, lang);
  }
  const crossIssue = refinementIssues(schema, values).find((issue) => issue.path?.[0] === field);
  return crossIssue ? describeIssue(crossIssue as z.core.$ZodIssue, lang) : null;
}

/**
 * An antd form rule that validates a field with the SAME contract schema the api parses the
 * request with, and shows the contract's message in the current language.
 */
export function contractRule(schema: TObjectSchema, field: string, lang: TLang): Rule {
  return ({ getFieldsValue }) => ({
    validator: (_rule, value: unknown) => {
      const values = { ...(getFieldsValue(true) as Record<string, unknown>), [field]: value };
      const message = fieldFailure(schema, field, values, lang);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}
