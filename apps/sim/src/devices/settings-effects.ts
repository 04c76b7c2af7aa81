import type { TValue } from '@sunfleet/protocols/codec';
import { encodeEntry } from '@sunfleet/protocols/codec';
import { entryAddresses } from '@sunfleet/protocols/dictionary';
import {
  readSettingValues,
  readSpans,
  settingFields,
  type TSettingField,
  type TSettingsMap,
} from '@sunfleet/protocols/settings';
import type { TimeOfUseSlot } from '../physics/plant-model.ts';
import type { PlantControls } from './simulated-device.ts';

/** A field's factory value: stated, else a switch's "on", the first option, midnight or the top of its range. */
function factoryValue(field: TSettingField): TValue | undefined {
  if (field.factory !== undefined) return field.factory;
  const { lookup, dataType } = field.entry;
  if (lookup && field.effect === 'powerSwitch')
    return (lookup.find((item) => item.value !== field.offValue) ?? lookup[0])?.value;
  if (lookup) return lookup[0]?.value;
  if (dataType === 'timeOfDay') return '00:00';
  if (dataType === 'datetime') return undefined;
  return field.max ?? field.min ?? 0;
}

/** The holding registers a device's settings hold when it leaves the factory. */
export function factorySettingWords(map: TSettingsMap): Map<number, number> {
  const words = new Map<number, number>();
  for (const field of settingFields(map)) {
    const value = factoryValue(field);
    const encoded = value === undefined ? [] : encodeEntry(field.entry, value);
    entryAddresses(field.entry).forEach((address, i) => {
      const word = encoded[i] ?? 0;
      const mask = field.entry.mask;
      words.set(address, mask === undefined ? word : ((words.get(address) ?? 0) & ~mask) | (word & mask));
    });
  }
  return words;
}

const hourOf = (time: TValue | undefined) => {
  const [hours, minutes] = String(time ?? '00:00')
    .split(':')
    .map(Number);
  return (hours ?? 0) + (minutes ?? 0) / 60;
};

/** The time-of-use programs, by their group (`timeOfUse1` …), from the values read. */
function timeOfUseSlots(
  fields: readonly TSettingField[],
  values: Readonly<Record<string, TValue>>,
): TimeOfUseSlot[] {
  const groups = [...new Set(fields.filter((f) => f.effect === 'timeOfUseSlot').map((f) => f.group ?? ''))];
  return groups.map((group) => ({
    startHour: hourOf(values[`${group}Start`]),
    powerW: Number(values[`${group}Power`] ?? 0),
    soc: Number(values[`${group}Soc`] ?? 0),
    gridCharge: Number(values[`${group}Enabled`] ?? 0) !== 0,
  }));
}

/**
 * Acts on the plant as the device's settings now say, after a write: the export cap (0 in a
 * zero-export mode or with solar sell off), the power switch, the active power limit, the battery
 * reserve and the time-of-use programs.
 */
export function applySettings(
  map: TSettingsMap,
  image: ReadonlyMap<number, number>,
  plant: PlantControls,
): void {
  const blocks = readSpans(map).map((span) => ({
    start: span.start,
    words: Array.from({ length: span.count }, (_, i) => image.get(span.start + i) ?? 0),
  }));
  const values = readSettingValues(map, blocks);
  const fields = settingFields(map);
  const valueOf = (effect: TSettingField['effect']) => {
    const field = fields.find((f) => f.effect === effect);
    return field ? { field, value: values[field.entry.key] } : undefined;
  };
  const power = valueOf('powerSwitch');
  if (power) plant.setPowered(power.value !== power.field.offValue);
  const limit = valueOf('activePowerLimitPercent');
  if (limit) plant.setActivePowerLimit(Number(limit.value) / 100);
  const reserve = valueOf('batteryReserveSoc');
  if (reserve) plant.setBatteryReserve(Number(reserve.value) / 100);
  const exportCap = valueOf('exportLimitW');
  const zeroExport = valueOf('zeroExportMode')?.value === 2 || valueOf('exportEnabled')?.value === 0;
  if (exportCap || zeroExport) plant.setExportLimit(zeroExport ? 0 : Number(exportCap?.value));
  const timeOfUse = valueOf('timeOfUseEnabled');
  if (timeOfUse) plant.setTimeOfUse(timeOfUse.value === 0 ? undefined : timeOfUseSlots(fields, values));
}
