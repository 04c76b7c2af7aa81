import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import { z } from 'zod';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage, isInputMessage } from '@sunfleet/contract/messages';
import { describeIssue } from '@sunfleet/contract/validators';

export type TObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * Issues of the object-level refinements (e.g. "passwords match"). zod runs those only once every
 * field is valid; a form wants them while other fields are still empty, so they run directly, on
 * the values as the form shows them: a field never touched is the empty text it shows (a
 * refinement reads its fields as the parsed types, and `undefined.includes` would throw).
 */
function refinementIssues(schema: TObjectSchema, values: Record<string, unknown>) {
  const shown = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, values[key] ?? '']));
  const payload = { value: { ...values, ...shown }, issues: [] as z.core.$ZodRawIssue[] };
  for (const check of schema._zod.def.checks ?? []) void check._zod.check(payload as never);
  return payload.issues;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The first issue of a field's own schema. A field the user never touched holds undefined, where
 * the contract's rules speak of text: they judge it as the empty text it shows, so an untouched
 * field gets the same message as one typed and cleared.
 */
function ownIssue(schema: z.core.$ZodType, value: unknown) {
  const issue = z.safeParse(schema, value).error?.issues[0];
  if (!issue || value !== undefined) return issue;
  return z.safeParse(schema, '').error?.issues[0] ?? issue;
}

/**
 * The message for `field` of a form checked against a contract object schema, or null when valid.
 * The contract's own message wins, for an empty field too ('The gateway SN may not be empty');
 * an empty field that only zod's built-in checks reject (nothing chosen in a list) asks to be
 * filled in.
 */
export function fieldFailure(
  schema: TObjectSchema,
  field: string,
  values: Record<string, unknown>,
  lang: TLang,
): string | null {
  const own = schema.shape[field];
  const issue = own && ownIssue(own, values[field]);
  if (issue)
    return isInputMessage(issue.message) || !isBlank(values[field])
      ? describeIssue(issue, lang)
      : inputMessage('required', lang);
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

/**
 * The form's values once every field (or the named ones) is valid, else null: the form already
 * shows each field's message, so an invalid submit has nothing to send and no error to report
 * (`validateFields` rejects, and an uncaught rejection is a bug in the console and in tests).
 */
export function validValues<T>(form: FormInstance<T>, names?: NamePath[]): Promise<T | null> {
  return (names ? form.validateFields(names) : form.validateFields()).catch(() => null);
}
