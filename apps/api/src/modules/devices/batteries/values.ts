import type { TBatteryPack, TBatteryRealtime } from '@sunfleet/contract/batteries';
import type { TActiveAlarm } from '@sunfleet/contract/fleet-devices';
import type { TLang } from '@sunfleet/contract/lang';
import { activeFlags, type TDecodedValue } from '@sunfleet/protocols/codec';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';

/** A BMS's newest decoded frame: when it was read, with which dictionary, and its values. */
export type TBmsFrame = {
  readAt: Date;
  dictionary: TProtocolDictionary | undefined;
  values: readonly TDecodedValue[];
};

/** Reads a frame's values by dictionary key. */
function readerOf({ dictionary, values }: TBmsFrame, lang: TLang) {
  const byKey = new Map(values.map((value) => [value.key, value]));
  const number = (key: string) => {
    const value = byKey.get(key)?.value;
    return typeof value === 'number' ? value : null;
  };
  const text = (key: string) => {
    const value = byKey.get(key)?.value;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const coded = (key: string) => {
    const value = byKey.get(key);
    if (!value) return null;
    const code = typeof value.value === 'number' ? value.value : null;
    return { code, label: value.label?.[lang] ?? value.label?.en ?? String(value.value) };
  };
  /** The flags set in the alarm word of `key`, named in `lang`. */
  const alarms = (key: string): TActiveAlarm[] => {
    const entry = dictionary?.entries.find((candidate) => candidate.key === key);
    const words = byKey.get(key)?.value;
    if (!entry || !Array.isArray(words)) return [];
    return activeFlags(entry, words).map((flag) => ({
      code: flag.code,
      name: flag.name[lang] ?? flag.name.en,
      level: flag.severity,
    }));
  };
  return { number, text, coded, alarms, has: (key: string) => byKey.has(key) };
}

/** Packs are numbered from 1 while the dictionary has their values. */
const packNumbers = (frame: TBmsFrame) => {
  const numbers: number[] = [];
  const keys = new Set(frame.values.map((value) => value.key));
  for (let n = 1; keys.has(`pack${n}Voltage`); n += 1) numbers.push(n);
  return numbers;
};

/** Watts to kilowatts, as every power of the api. */
const kilo = (watts: number | null) => (watts === null ? null : watts / 1000);

/** The BMS values of the battery detail (`/battery/{sn}/realtime`). */
export function batteryRealtimeOf(frame: TBmsFrame, lang: TLang): NonNullable<TBatteryRealtime> {
  const read = readerOf(frame, lang);
  const packCount = read.number('packCount');
  return {
    readAt: frame.readAt.toISOString(),
    systemState: read.coded('systemState'),
    relayState: read.coded('relayState'),
    soc: read.number('batterySoc'),
    soh: read.number('batterySoh'),
    voltage: read.number('batteryVoltage'),
    current: read.number('batteryCurrent'),
    power: kilo(read.number('batteryPower')),
    temperature: read.number('batteryTemperature'),
    minCellTemperature: read.number('minCellTemperature'),
    maxCellVoltage: read.number('maxCellVoltage'),
    minCellVoltage: read.number('minCellVoltage'),
    cycles: read.number('cycleCount'),
    chargeCurrentLimit: read.number('chargeCurrentLimit'),
    dischargeCurrentLimit: read.number('dischargeCurrentLimit'),
    chargeEnergyTotal: read.number('totalBatteryCharge'),
    dischargeEnergyTotal: read.number('totalBatteryDischarge'),
    packCount: packCount ?? (packNumbers(frame).length || null),
    alarms: read.alarms('alarms'),
  };
}

/**
 * The slave packs present (a pack slot reading 0 V is empty), the weakest marked: the lowest SOH,
 * then the lowest cell voltage — the pack that limits how deep the system may discharge.
 */
export function batteryPacksOf(frame: TBmsFrame, lang: TLang): TBatteryPack[] {
  const read = readerOf(frame, lang);
  const packs = packNumbers(frame)
    .map((n): TBatteryPack => {
      const value = (name: string) => read.number(`pack${n}${name}`);
      return {
        number: n,
        serialNumber: read.text(`pack${n}SerialNumber`),
        voltage: value('Voltage'),
        current: value('Current'),
        soc: value('Soc'),
        soh: value('Soh'),
        maxCellVoltage: value('MaxCellVoltage'),
        minCellVoltage: value('MinCellVoltage'),
        maxTemperature: value('MaxTemperature'),
        minTemperature: value('MinTemperature'),
        cycles: value('Cycles'),
        alarms: read.alarms(`pack${n}Alarms`),
        isWeakest: false,
      };
    })
    .filter((pack) => (pack.voltage ?? 0) > 0);
  const rank = (pack: TBatteryPack) => [pack.soh ?? Infinity, pack.minCellVoltage ?? Infinity] as const;
  const weakest = packs.reduce<TBatteryPack | undefined>((worst, pack) => {
    if (!worst) return pack;
    const [a, b] = [rank(pack), rank(worst)];
    return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? pack : worst;
  }, undefined);
  // One pack alone is not "the weakest" of anything.
  return packs.map((pack) => ({ ...pack, isWeakest: packs.length > 1 && pack === weakest }));
}
