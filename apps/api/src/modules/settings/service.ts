import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import {
  settingsPaths,
  settingValueOf,
  settingValueProblem,
  type TSettingFieldView,
  type TSettingsRead,
  type TSettingsSupport,
  type TSettingsUnsupported,
  type TSettingsWrite,
  type TSettingValue,
} from '@sunfleet/contract/settings';
import type { TValue } from '@sunfleet/protocols/codec';
import type { TLocalizedName } from '@sunfleet/protocols/dictionary';
import {
  familyPages,
  imageOf,
  readSettingValues,
  readSpans,
  readableIn,
  spansOf,
  writeRequests,
  type TSettingField,
  type TSettingsFamily,
  type TSettingsMap,
} from '@sunfleet/protocols/settings';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { findSettings } from '@sunfleet/protocols/settings/catalog';
import { familyPageNames } from '@sunfleet/protocols/settings/page-names';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { refuseWhileUpgrading } from '../devices/service.ts';
import type { MaintenanceLog } from '../logs/maintenance-log.ts';
import type { RegisterChannel } from './registers.ts';
import type { SettingsRepository, TSettingsDevice } from './repository.ts';

/** A write holds the device's lock at most this long (read, write, read back, each a command). */
const lockMs = 120_000;

const nameIn = (names: TLocalizedName, lang: TLang) => names[lang] ?? names.en;

function fieldView(field: TSettingField, lang: TLang): TSettingFieldView {
  const { entry } = field;
  const input = entry.lookup
    ? 'option'
    : entry.dataType === 'timeOfDay'
      ? 'time'
      : entry.dataType === 'datetime'
        ? 'datetime'
        : 'number';
  return {
    key: entry.key,
    name: nameIn(entry.names, lang),
    unit: entry.unit,
    input,
    ...(field.min !== undefined && { min: field.min }),
    ...(field.max !== undefined && { max: field.max }),
    precision: field.precision,
    ...(entry.lookup && {
      options: entry.lookup.map((item) => ({ value: item.value, label: nameIn(item.label, lang) })),
    }),
    ...(field.group !== undefined && { group: field.group }),
  };
}

const pathOf = (family: TSettingsFamily, sn: string) =>
  settingsPaths[family].read.replace(':sn', encodeURIComponent(sn));

/** Values a field holds as the API shows them: numbers to their precision, times and dates as text. */
const shown = (value: TValue | undefined): TSettingValue | null =>
  value === undefined || Array.isArray(value)
    ? null
    : typeof value === 'number'
      ? Math.round(value * 1000) / 1000
      : value;

/**
 * "Work mode: Max sell power 8000 → 1500 W, Load limit 0 → 2 (not confirmed)": a write as the
 * maintenance log keeps it, in the writer's language with the fields' names, never their keys.
 */
function changesText(
  map: TSettingsMap,
  pageId: string,
  outcome: TSettingsWrite | Error,
  lang: TLang,
): string {
  const page = map.pages.find((candidate) => candidate.id === pageId);
  const pageName = nameIn(page?.names ?? familyPageNames[pageId] ?? { en: pageId }, lang);
  if (outcome instanceof Error) return `${pageName}: ${notWritten[lang]} (${outcome.message})`;
  const changes = outcome.written.map((row) => {
    const field = page?.fields.find((candidate) => candidate.entry.key === row.key);
    const name = field ? nameIn(field.entry.names, lang) : row.key;
    const unit = field?.entry.unit ? ` ${field.entry.unit}` : '';
    const confirmed = row.confirmed ? '' : ` (${notConfirmed[lang]})`;
    return `${name} ${row.before ?? '—'} → ${row.after ?? '—'}${unit}${confirmed}`;
  });
  return `${pageName}: ${changes.join(', ') || nothingChanged[lang]}`;
}
const notWritten: TLocalizedName = { en: 'not written', zh: '未写入', es: 'no escrito' };
const notConfirmed: TLocalizedName = { en: 'not confirmed', zh: '未确认', es: 'no confirmado' };
const nothingChanged: TLocalizedName = { en: 'nothing changed', zh: '无变化', es: 'nada cambió' };

/**
 * Remote parameter settings (issue 17): which pages a device's model has, its values read from the
 * device through the command channel, and writes of what changed, read back and confirmed.
 */
export function createSettingsService({
  repository,
  registers,
  maintenanceLog,
}: {
  repository: SettingsRepository;
  registers: RegisterChannel;
  maintenanceLog: MaintenanceLog;
}) {
  /** The device and its model's settings; 600 for a device that is not an inverter, 601 without settings. */
  async function deviceWithSettings(sn: string): Promise<{ device: TSettingsDevice; map: TSettingsMap }> {
    const device = await repository.device(sn);
    if (!device?.kind.startsWith('inverter')) throw new AppError(ErrorCode.inverterMissing);
    const map = findSettings(device.dictionaryId);
    if (!map) throw unsupported(device);
    return { device, map };
  }

  /** 601, naming the inverter's brand and model (its dictionary's) for the screen to show. */
  function unsupported(device: TSettingsDevice) {
    const shipped = findShippedDictionary(device.dictionaryId);
    const data: TSettingsUnsupported = {
      sn: device.sn,
      brand: shipped?.brand ?? null,
      model: shipped?.model ?? null,
    };
    return new AppError(ErrorCode.inverterSettingUnsupported, {}, data);
  }

  /** The family a route serves must be the device's own: another family's path answers 601. */
  async function deviceOfFamily(sn: string, family: TSettingsFamily) {
    const found = await deviceWithSettings(sn);
    if (found.map.family !== family) throw unsupported(found.device);
    if (found.device.status === 'offline') throw new AppError(ErrorCode.deviceOffline);
    refuseWhileUpgrading(found.device);
    return found;
  }

  async function readBlocks(
    device: TSettingsDevice,
    userId: string,
    spans: readonly { start: number; count: number }[],
  ) {
    const blocks = [];
    for (const span of spans)
      blocks.push({ start: span.start, words: await registers.read(device, userId, span.start, span.count) });
    return blocks;
  }

  /**
   * Checks the values against the page's fields; returns the fields to write, groups completed, and
   * the values as the write carries them (a number field's decimal text as its number).
   */
  function fieldsToWrite(
    map: TSettingsMap,
    pageId: string,
    values: Readonly<Record<string, TSettingValue>>,
    lang: TLang,
  ) {
    if (!familyPages[map.family].includes(pageId)) throw new AppError(ErrorCode.notFound);
    const fields = map.pages.find((page) => page.id === pageId)?.fields ?? [];
    if (fields.length === 0)
      throw fieldRefusal({ field: 'page', message: 'This model has no configurable parameters here' });
    const checked: Record<string, TSettingValue> = {};
    for (const [key, value] of Object.entries(values)) {
      const field = fields.find((candidate) => candidate.entry.key === key);
      if (!field) throw fieldRefusal({ field: key, message: 'not a setting of this page' });
      const view = fieldView(field, lang);
      const problem = settingValueProblem(view, value);
      if (problem) throw fieldRefusal({ field: key, message: problem });
      checked[key] = settingValueOf(view, value);
    }
    if (Object.keys(values).length === 0)
      throw fieldRefusal({ field: 'values', message: 'nothing to write' });
    return { fields, values: checked };
  }

  /** Reads the fields' registers, writes the changed values (with the rest of their group), reads back. */
  async function readModifyWrite(
    device: TSettingsDevice,
    map: TSettingsMap,
    fields: readonly TSettingField[],
    values: Readonly<Record<string, TSettingValue>>,
    userId: string,
  ): Promise<TSettingsWrite> {
    const spans = spansOf(
      fields.map((field) => field.entry),
      125,
      readableIn(map),
    );
    const beforeBlocks = await readBlocks(device, userId, spans);
    const before = readSettingValues(map, beforeBlocks);
    const changed = Object.keys(values).filter((key) => shown(before[key]) !== values[key]);
    const groups = new Set(
      fields.filter((f) => changed.includes(f.entry.key) && f.group).map((f) => f.group),
    );
    const writing = fields.filter((f) => changed.includes(f.entry.key) || (f.group && groups.has(f.group)));
    const requests = writeRequests(writing, { ...before, ...values }, imageOf(beforeBlocks));
    for (const request of requests) await registers.write(device, userId, request.start, request.words);
    const after = changed.length ? readSettingValues(map, await readBlocks(device, userId, spans)) : before;
    return {
      written: changed.map((key) => ({
        key,
        before: shown(before[key]),
        requested: values[key]!,
        after: shown(after[key]),
        confirmed: shown(after[key]) === values[key],
      })),
      unchanged: Object.keys(values).filter((key) => !changed.includes(key)),
      readAt: new Date().toISOString(),
    };
  }

  /** Every write goes into the maintenance log with its old and new values, confirmed or not. */
  const logWrite = (
    device: TSettingsDevice,
    map: TSettingsMap,
    caller: { userId: string; lang: TLang },
    pageId: string,
    outcome: TSettingsWrite | Error,
  ) =>
    maintenanceLog.record({
      actorUserId: caller.userId,
      action: 'settings',
      plantId: device.plantId,
      gatewaySn: device.gatewaySn,
      deviceSn: device.sn,
      result:
        outcome instanceof Error || outcome.written.some((row) => !row.confirmed) ? 'failed' : 'succeeded',
      detail: changesText(map, pageId, outcome, caller.lang),
    });

  /**
   * The register writes that put `values` of page `pageId` on a device without reading it first,
   * for a settings campaign (docs/adr/0040): a refusal when the device has no such page, a value
   * does not fit its field, a group is given only in part, or a field is a bit field (its
   * register's other bits are unknown without a read).
   */
  function planWrite(
    device: TSettingsDevice,
    pageId: string,
    values: Readonly<Record<string, TSettingValue>>,
    lang: TLang,
  ): { writes: { start: number; words: number[] }[] } | { refusal: string } {
    const map = findSettings(device.dictionaryId);
    if (!map || !device.kind.startsWith('inverter'))
      return { refusal: errorMessage(ErrorCode.inverterSettingUnsupported, lang) };
    if (device.status === 'updating') return { refusal: errorMessage(ErrorCode.deviceUpgrading, lang) };
    let checked: ReturnType<typeof fieldsToWrite>;
    try {
      checked = fieldsToWrite(map, pageId, values, lang);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const failure = error.data as { field?: string; message?: string } | null;
      return {
        refusal: failure?.message
          ? `${failure.field ?? pageId}: ${failure.message}`
          : `${pageId}: ${errorMessage(error.code, lang)}`,
      };
    }
    const { fields } = checked;
    const writing = fields.filter((field) => field.entry.key in values);
    const partial = writing.find(
      (field) =>
        field.group !== undefined &&
        fields.some((other) => other.group === field.group && !(other.entry.key in values)),
    );
    if (partial) return { refusal: `${partial.entry.key}: give every value of its group` };
    const bitField = writing.find((field) => field.entry.mask !== undefined);
    if (bitField) return { refusal: `${bitField.entry.key}: a bit field is written one device at a time` };
    return { writes: writeRequests(writing, checked.values, new Map()) };
  }

  return {
    planWrite,

    async support(sn: string, lang: TLang): Promise<TSettingsSupport> {
      const { device, map } = await deviceWithSettings(sn);
      return {
        sn,
        family: map.family,
        readPath: pathOf(map.family, sn),
        timeZone: device.timeZone,
        pages: familyPages[map.family].map((id) => {
          const page = map.pages.find((candidate) => candidate.id === id);
          return {
            id,
            name: nameIn(page?.names ?? familyPageNames[id] ?? { en: id }, lang),
            fields: (page?.fields ?? []).map((field) => fieldView(field, lang)),
          };
        }),
      };
    },

    async read(sn: string, family: TSettingsFamily, userId: string): Promise<TSettingsRead> {
      const { device, map } = await deviceOfFamily(sn, family);
      const values = readSettingValues(map, await readBlocks(device, userId, readSpans(map)));
      return {
        values: Object.fromEntries(
          Object.entries(values).flatMap(([key, value]) => {
            const view = shown(value);
            return view === null ? [] : [[key, view]];
          }),
        ),
        readAt: new Date().toISOString(),
      };
    },

    /**
     * Writes what changed on one page: reads the page's registers, writes the changed values (with
     * the rest of their group) with Write Multiple Registers, reads back and says, per value,
     * whether the device now holds it. One write at a time per device, across processes (604).
     */
    async write(
      sn: string,
      family: TSettingsFamily,
      pageId: string,
      values: Readonly<Record<string, TSettingValue>>,
      caller: { userId: string; lang: TLang },
    ): Promise<TSettingsWrite> {
      const { userId } = caller;
      const { device, map } = await deviceOfFamily(sn, family);
      const checked = fieldsToWrite(map, pageId, values, caller.lang);
      if (!(await repository.lock(device.sn, userId, lockMs))) throw new AppError(ErrorCode.settingsBusy);
      try {
        const outcome = await readModifyWrite(device, map, checked.fields, checked.values, userId);
        await logWrite(device, map, caller, pageId, outcome);
        return outcome;
      } catch (error) {
        await logWrite(
          device,
          map,
          caller,
          pageId,
          error instanceof Error ? error : new Error(String(error)),
        );
        throw error;
      } finally {
        await repository.unlock(device.sn);
      }
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
