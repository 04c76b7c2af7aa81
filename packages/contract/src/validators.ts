import { z } from 'zod';
import { isAccount, isEmailAddress, normalizedAccount } from './account-rules.ts';
import type { TLang } from './lang.ts';
import { inputMessage, isInputMessage, type TInputMessage } from './messages.ts';

/**
 * The input rules of spec section 5, as zod schemas. Each rule reports the key of its message
 * (see messages.ts) and its values in `params`, so the text follows the reader's language.
 * Web forms and api routes parse with the same schemas.
 */

type TParams = Record<string, string | number>;

function fail(key: TInputMessage, params?: TParams) {
  return params ? { message: key, params } : { message: key };
}

/** Turns a zod issue into text in a language (a built-in zod check falls back to `invalid`). */
export function describeIssue(issue: z.core.$ZodIssue, lang: TLang): string {
  if (isInputMessage(issue.message)) {
    const params = issue.code === 'custom' ? (issue.params as TParams | undefined) : undefined;
    return inputMessage(issue.message, lang, params);
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return inputMessage('required', lang);
  return inputMessage('invalid', lang);
}

/** The dotted path of the first failing field and its message, for code-4 replies and forms. */
export function firstFailure(error: z.ZodError, lang: TLang): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '', message: inputMessage('invalid', lang) };
  return { field: issue.path.join('.'), message: describeIssue(issue, lang) };
}

/**
 * Text no database column can hold: a NUL byte (PostgreSQL refuses it) or a lone UTF-16
 * surrogate (not Unicode, so not UTF-8 either).
 */
const unstorableText = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (value: string) => !unstorableText.test(value);

/**
 * How deeply input may nest, objects and arrays within one another (the body itself is level 1):
 * no request of the api needs a tenth of it; deeper is refused with code 4 on the path where it
 * got too deep (docs/errors.md), so no check ever walks a body 150,000 levels down.
 */
export const maxInputDepth = 32;

type TInputProblem = { path: (string | number)[]; message: 'illegal' | 'tooDeep' };

/**
 * The first problem in parsed input, in document order: text that cannot be stored (a string or
 * an object key), or nesting deeper than `maxInputDepth`. Walks with a stack of its own, never
 * deeper than the limit, so no input can exhaust the call stack.
 */
export function inputProblem(input: unknown): TInputProblem | undefined {
  const pending: { value: unknown; path: (string | number)[]; isKeyStorable: boolean }[] = [
    { value: input, path: [], isKeyStorable: true },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, isKeyStorable } = next;
    if (!isKeyStorable) return { path, message: 'illegal' };
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path, message: 'illegal' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= maxInputDepth) return { path, message: 'tooDeep' };
    const children = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    // Pushed last to first, so the first child is looked at first.
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const [key, child] = children[index]!;
      pending.push({
        value: child,
        path: [...path, key],
        isKeyStorable: typeof key === 'number' || isStorableText(key),
      });
    }
  }
  return undefined;
}

/** `inputProblem` as the zod error a failed parse gives: code 4 on that field. */
export function inputProblemError(problem: TInputProblem, input: unknown): z.ZodError {
  const params = problem.message === 'tooDeep' ? { max: maxInputDepth } : undefined;
  return new z.ZodRealError([
    { code: 'custom', path: problem.path, message: problem.message, params, input },
  ]);
}

/**
 * `schema.safeParse`, after refusing text that cannot be stored and nesting deeper than
 * `maxInputDepth` wherever they are (code 4 on that field): the one guard every route's input
 * passes through, so no schema has to remember it and no such input reaches the database or a
 * recursive walk as an HTTP 500.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown) {
  const problem = inputProblem(input);
  if (!problem) return schema.safeParse(input);
  return { success: false as const, error: inputProblemError(problem, input) as z.ZodError<z.output<T>> };
}

/** Characters banned from free-text fields ('Do not enter special characters'). */
export const bannedCharacters = /[<>{}[\]\\|^`~$%*=;"￥【】]/;

export const hasBannedCharacters = (value: string) => bannedCharacters.test(value);

const trimmed = () => z.string().trim();

/** Free text: no banned characters, at most `max` characters (0 = no limit besides `required`). */
export function plainText(max: number, options: { required?: boolean } = {}) {
  return trimmed()
    .refine((v) => !options.required || v.length > 0, fail('required'))
    .refine((v) => !hasBannedCharacters(v), fail('specialChars'))
    .refine((v) => v.length <= max, fail('maxLength', { max }));
}

/** Text whose length must lie in [min, max] characters. */
export function textOfLength(min: number, max: number, key: TInputMessage = 'length') {
  return trimmed()
    .refine((v) => !hasBannedCharacters(v), fail('specialChars'))
    .refine((v) => [...v].length >= min && [...v].length <= max, fail(key, { min, max }));
}

/** Plant name: 5 to 32 characters, no banned characters. */
export const ZPlantName = textOfLength(5, 32, 'plantName');

/** Password: 6 to 16 characters, case sensitive, no spaces. */
export const ZPassword = z
  .string()
  .refine((v) => !/\s/.test(v), fail('spaces'))
  .refine((v) => v.length >= 6 && v.length <= 16, fail('password'));

/** Adds "confirmation must match" to an object holding `password` and `confirm`-like fields. */
export function passwordsMatch<T extends Record<string, unknown>>(first: keyof T, second: keyof T) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[first] === value[second]) return;
    ctx.addIssue({ code: 'custom', path: [String(second)], ...fail('passwordMismatch') });
  };
}

/** "Please fill in this field" on one field of an object, for a field only sometimes required. */
export function addRequiredIssue(ctx: z.RefinementCtx, field: string) {
  ctx.addIssue({ code: 'custom', path: [field], ...fail('required') });
}

export const ZEmail = trimmed().toLowerCase().refine(isEmailAddress, fail('email'));

/**
 * Account: an e-mail address or a phone number, as stored and compared (`normalizedAccount`:
 * e-mail in lower case, a phone number without separators).
 */
export const ZAccount = trimmed().transform(normalizedAccount).refine(isAccount, fail('account'));

/** A 6-digit verification code. */
export const ZVerificationCode = z
  .string()
  .trim()
  .refine((v) => /^\d{6}$/.test(v), fail('code'));

/** Positive integer: 0, or digits not starting with 0. Accepts numbers and numeric strings. */
export const ZPositiveInteger = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^(0|[1-9]\d*)$/.test(v), fail('positiveInteger'))
  .transform(Number);

/** A positive integer (the spec's rule, so `01` is refused) within [min, max]: 'Please input min-max'. */
export const positiveIntegerIn = (min: number, max: number) =>
  ZPositiveInteger.refine((v) => v >= min && v <= max, fail('range', { min, max }));

const decimalPattern = (places: number) =>
  places === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`);

/**
 * A number with at most `places` decimals within [min, max]; 'Please input min-max'. The last pipe
 * says what the transform yields, so a reply holding such a value documents it as a number.
 */
export function decimalInRange(min: number, max: number, places = 2) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine(
      (v) => decimalPattern(places).test(v) && Number(v) >= min && Number(v) <= max,
      fail(places === 0 ? 'range' : 'decimals', { min, max, places }),
    )
    .transform(Number)
    .pipe(z.number());
}

/** An integer within [min, max]. */
export const integerInRange = (min: number, max: number) => decimalInRange(min, max, 0);

/** A string of only 0 and 1; spaces are stripped first. */
export const ZBinaryString = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => /^[01]+$/.test(v), fail('illegal'));

/** Hexadecimal content; spaces between bytes are allowed and stripped. */
export const ZHexString = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => /^[0-9a-fA-F]+$/.test(v), fail('illegal'));

/** Either letters and punctuation, or digits only. */
export const ZLettersOrDigits = trimmed().refine(
  (v) => /^[\p{L}\p{P}\s]+$/u.test(v) || /^\d+$/.test(v),
  fail('illegal'),
);

/** ASCII-only text. */
export const ZAscii = z.string().refine((v) => /^[\x20-\x7e]*$/.test(v), fail('illegal'));

/** A custom alias or name: at most 32 bytes in UTF-8. */
export const ZAlias = trimmed()
  .refine((v) => !hasBannedCharacters(v), fail('specialChars'))
  .refine((v) => new TextEncoder().encode(v).length <= 32, fail('maxBytes', { max: 32 }));

/** Installed capacity in kWp: 0 to 50000, two decimals. */
export const ZCapacity = decimalInRange(0, 50000, 3);

/** Constant electricity price: 0 to 9999, at most two decimals. */
export const ZPrice = decimalInRange(0, 9999, 2);

/** Remote parameter value: a number up to 9999999.00 with the stated precision. */
export const parameterValue = (places: number) => decimalInRange(-9999999, 9999999, places);

/** A 0/1 flag sent as a string. */
export const ZFlag = z.enum(['0', '1']);

/** Gateway serial number and key may not be empty. */
export const ZGatewaySn = trimmed().refine((v) => v.length > 0, fail('gatewaySn'));
export const ZGatewayKey = trimmed().refine((v) => v.length > 0, fail('gatewayKey'));

/** The spec's firmware file-name limit per language: 40 characters, 30 in Spanish. */
export const firmwareFileNameMax: Record<TLang, number> = { en: 40, zh: 40, es: 30 };

/** Firmware file name in a language's limit: letters, digits, '-', '_' or '.'. */
export const firmwareFileName = (lang: TLang) =>
  z
    .string()
    .refine((v) => /^[A-Za-z0-9._-]+$/.test(v), fail('illegal'))
    .refine(
      (v) => v.length <= firmwareFileNameMax[lang],
      fail('maxLength', { max: firmwareFileNameMax[lang] }),
    );

/** Firmware file name at the limit of the English and Chinese readings (40 characters). */
export const ZFirmwareFileName = firmwareFileName('en');

/** Firmware version: digits, letters, '-' and '_' (at most 40). */
export const ZFirmwareVersion = trimmed()
  .refine((v) => /^[A-Za-z0-9_-]+$/.test(v), fail('illegal'))
  .refine((v) => v.length <= 40, fail('maxLength', { max: 40 }));

/** Demand response: the source account is digits only. */
export const ZSourceAccount = trimmed().refine((v) => /^\d+$/.test(v), fail('illegal'));

/** Demand response: the utility account number's limit, 16 characters (20 in Spanish). */
export const utilityAccountMax: Record<TLang, number> = { en: 16, zh: 16, es: 20 };

/** Demand response: account number of lowercase letters, digits, '_' or '-', at most 16 (20 in Spanish). */
export const utilityAccountNumber = (lang: TLang) =>
  trimmed()
    .refine((v) => /^[a-z0-9_-]+$/.test(v), fail('illegal'))
    .refine((v) => v.length <= utilityAccountMax[lang], fail('maxLength', { max: utilityAccountMax[lang] }));

export const ZUtilityAccountNumber = utilityAccountNumber('en');

/** A list with no repeated values (e.g. inverter serial numbers in an enrolment). */
export function uniqueList<T extends z.ZodType>(item: T, limits: { min?: number; max?: number } = {}) {
  const { min = 0, max = Number.POSITIVE_INFINITY } = limits;
  return z
    .array(item)
    .refine((list) => list.length >= min, fail('minItems', { min }))
    .refine((list) => list.length <= max, fail('maxItems', { max }))
    .refine((list) => new Set(list.map((v) => JSON.stringify(v))).size === list.length, fail('duplicate'));
}

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since 00:00 of an `HH:mm` time. */
export const minutesOfDay = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The spec gives the day's end in two readings, 23:59 and 24:00; both mean midnight at the end of
 * the day, so a segment ending at either covers the day's last minute.
 */
export const isDayEnd = (time: string) => time === '24:00' || time === '23:59';

/** Minutes since 00:00 of a segment's end: 1440 for the day's end in either reading. */
export const segmentEndMinutes = (end: string) => (isDayEnd(end) ? 24 * 60 : minutesOfDay(end));

export const ZPriceSegment = z.object({
  start: z.string().refine((v) => timeOfDay.test(v), fail('timeRange')),
  end: z.string().refine((v) => timeOfDay.test(v), fail('timeRange')),
  price: ZPrice,
});
export type TPriceSegment = z.infer<typeof ZPriceSegment>;

/**
 * Time-of-use segments: 1 to 6, each start before its end, contiguous from 00:00, the last one
 * ending at the day's end (24:00 or 23:59, the same instant).
 */
export const ZPriceSegments = z
  .array(ZPriceSegment)
  .refine((list) => list.length >= 1, fail('minItems', { min: 1 }))
  .refine((list) => list.length <= 6, fail('maxItems', { max: 6 }))
  .superRefine((list, ctx) => {
    let expectedStart = 0;
    list.forEach((segment, index) => {
      const start = minutesOfDay(segment.start);
      const end = segmentEndMinutes(segment.end);
      if (start !== expectedStart || end <= start) {
        ctx.addIssue({ code: 'custom', path: [index, 'start'], ...fail('timeRange') });
      }
      expectedStart = end;
    });
    const last = list.at(-1);
    if (last && !isDayEnd(last.end)) {
      ctx.addIssue({ code: 'custom', path: [list.length - 1, 'end'], ...fail('lastSegmentEnd') });
    }
  });

/** Weekdays a time-of-use tariff applies to: 1 = Monday … 7 = Sunday. */
export const ZWeekdays = uniqueList(integerInRange(1, 7), { min: 1, max: 7 });

export const megabytes = (count: number) => count * 1024 * 1024;

/** Upload limits of spec sections 5 and 9. */
export const uploadLimits = {
  avatar: { maxBytes: megabytes(6), types: ['jpg', 'jpeg', 'png'] },
  plantPicture: { maxBytes: megabytes(10), types: ['jpg', 'jpeg', 'png'] },
  companyLogo: { maxBytes: megabytes(6), types: ['jpg', 'jpeg', 'gif', 'png'] },
  firmware: { maxBytes: megabytes(1.5), types: ['bin', 'hex'] },
  importSheet: { maxBytes: megabytes(10), types: ['xlsx', 'xls'] },
} as const;

export type TUploadLimits = { maxBytes: number; types: readonly string[] };

/** The refusal of a file whose type the limits do not allow; types written as the spec does (JPG). */
export const fileTypeMessage = (limits: TUploadLimits, lang: TLang) =>
  inputMessage('fileType', lang, { types: limits.types.map((type) => type.toUpperCase()).join(', ') });

/** The refusal of a file over the limit's size, in MB as the spec writes it (1.5 MB, 10 MB). */
export const fileSizeMessage = (limits: TUploadLimits, lang: TLang) =>
  inputMessage('fileSize', lang, { max: `${Math.round((limits.maxBytes / megabytes(1)) * 10) / 10} MB` });
