import { z } from 'zod';
import { ZSettingsFamily, type TSettingsFamily } from '@sunfleet/protocols/settings';

/**
 * Remote parameter settings (spec section 7, "Remote settings by brand family"): which family and
 * pages a device has, its current values read from the device, and a write that reads back.
 */

/** The paths of each family: `read` reads every setting; `page` writes one sub-page. */
export const settingsPaths: Record<TSettingsFamily, { read: string; page: string }> = {
  mt: { read: '/mt/setting/:sn/read', page: '/mt/setting/:sn/:page' },
  gy: { read: '/gy/setting/:sn/read', page: '/gy/setting/:sn/:page' },
  dyStore: { read: '/dy/store/:sn/read', page: '/dy/store/:sn/setting/:page' },
  dyStoreThreePhase: {
    read: '/dy/store/threePhase/:sn/read',
    page: '/dy/store/threePhase/:sn/setting/:page',
  },
  asw: { read: '/asw/:sn/read', page: '/asw/:sn/setting/:page' },
  uneet: { read: '/setting/uneet/:sn/read', page: '/setting/uneet/:sn/:page' },
  dyGrid: { read: '/dy/grid/:sn/read', page: '/dy/grid/:sn/setting/:page' },
};

export const ZSettingValue = z.union([z.number(), z.string().max(32)]);
export type TSettingValue = z.infer<typeof ZSettingValue>;

/** How a field is edited: a number in a range, one of its options, a time of day, a date and time. */
export const settingInputs = ['number', 'option', 'time', 'datetime'] as const;

export const ZSettingFieldView = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  input: z.enum(settingInputs),
  min: z.number().optional(),
  max: z.number().optional(),
  precision: z.int(),
  options: z.array(z.object({ value: z.int(), label: z.string() })).optional(),
  /** Fields of one group are written together (a time-of-use slot). */
  group: z.string().optional(),
});
export type TSettingFieldView = z.infer<typeof ZSettingFieldView>;

export const ZSettingsPageView = z.object({
  id: z.string(),
  name: z.string(),
  /** Empty: this model has no configurable parameters on the page. */
  fields: z.array(ZSettingFieldView),
});
export type TSettingsPageView = z.infer<typeof ZSettingsPageView>;

/**
 * The problem with a value for a field (out of range, too many decimals, not an option, not a
 * time), or undefined: the settings form and the api check with this one rule.
 */
export function settingValueProblem(field: TSettingFieldView, value: unknown): string | undefined {
  switch (field.input) {
    case 'option':
      return field.options?.some((option) => option.value === value) ? undefined : 'not one of the options';
    case 'time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
        ? undefined
        : 'a time HH:mm';
    case 'datetime':
      return typeof value === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value)
        ? undefined
        : 'a date and time YYYY-MM-DD HH:mm:ss';
    case 'number':
      return numberProblem(field, value);
  }
}

/**
 * A number field takes a number or its decimal text ("123.45", as a form or the spec's callers
 * send it) and refuses what it cannot hold exactly: a decimal is never rounded into an integer
 * register (123.45 W written as 123 W), it is refused with the field's rule.
 */
function numberProblem(field: TSettingFieldView, value: unknown): string | undefined {
  const number = numberOf(value);
  if (number === undefined) return 'a number';
  const scaled = number * 10 ** field.precision;
  if (Math.abs(Math.round(scaled) - scaled) > 1e-6)
    return field.precision === 0 ? 'a whole number' : `at most ${field.precision} decimals`;
  if (field.min !== undefined && number < field.min) return `at least ${field.min}`;
  if (field.max !== undefined && number > field.max) return `at most ${field.max}`;
  return undefined;
}

/** A finite number, or the number a plain decimal text spells; undefined for anything else. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value);
}

/**
 * The value a write carries for a field that passed `settingValueProblem`: a number field's decimal
 * text as its number, anything else as it came.
 */
export function settingValueOf(field: TSettingFieldView, value: TSettingValue): TSettingValue {
  return field.input === 'number' ? (numberOf(value) ?? value) : value;
}

/** `GET /inverter/setting/{sn}/support`. */
export const ZSettingsSupport = z.object({
  sn: z.string(),
  family: ZSettingsFamily,
  /** The family's read path for this device, e.g. `/dy/store/{sn}/read`. */
  readPath: z.string(),
  /** The plant's time zone: times of the page show on its clock. */
  timeZone: z.string(),
  pages: z.array(ZSettingsPageView),
});
export type TSettingsSupport = z.infer<typeof ZSettingsSupport>;

/**
 * The `data` of a 601 refusal (no remote settings for this model): which inverter it is, so the
 * screen names its brand and model and leads back to it.
 */
export const ZSettingsUnsupported = z.object({
  sn: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
});
export type TSettingsUnsupported = z.infer<typeof ZSettingsUnsupported>;

/** `GET …/read`: every setting's value as the device holds it now. */
export const ZSettingsRead = z.object({
  values: z.record(z.string(), ZSettingValue),
  readAt: z.iso.datetime(),
});
export type TSettingsRead = z.infer<typeof ZSettingsRead>;

export const ZSettingsWriteBody = z.object({
  values: z.record(z.string().max(64), ZSettingValue),
});
export type TSettingsWriteBody = z.infer<typeof ZSettingsWriteBody>;

/** One value written: what it was, what was asked, what the device holds after, and whether they agree. */
export const ZSettingWriteResult = z.object({
  key: z.string(),
  before: ZSettingValue.nullable(),
  requested: ZSettingValue,
  after: ZSettingValue.nullable(),
  confirmed: z.boolean(),
});

export const ZSettingsWrite = z.object({
  /** Only changed values are written; the others are listed as unchanged. */
  written: z.array(ZSettingWriteResult),
  unchanged: z.array(z.string()),
  readAt: z.iso.datetime(),
});
export type TSettingsWrite = z.infer<typeof ZSettingsWrite>;
