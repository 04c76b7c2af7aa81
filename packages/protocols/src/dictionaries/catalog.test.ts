import { describe, expect, it } from 'vitest';
import type { TValue } from '../codec.ts';
import { activeFlags, decodeFrame, encodeRegisters } from '../codec.ts';
import type { TDictionaryEntry, TProtocolDictionary } from '../dictionary.ts';
import { entryAddresses, ZProtocolDictionary } from '../dictionary.ts';
import { findShippedDictionary, shippedDictionaries } from './catalog.ts';
import { deyeHybrid } from './deye-hybrid.ts';

/** Frames of a dictionary with every register 0 except the given ones. */
function framesWith(dictionary: TProtocolDictionary, registers: Record<number, number>) {
  return encodeRegisters(dictionary, {}).map((block) => ({
    ...block,
    words: block.words.map((word, i) => registers[block.start + i] ?? word),
  }));
}

const decodedValue = (dictionary: TProtocolDictionary, registers: Record<number, number>, key: string) =>
  decodeFrame(dictionary, framesWith(dictionary, registers)).values.find((value) => value.key === key);

/** A plausible value for each entry, inside its validation range and its registers. */
function sampleValue(entry: TDictionaryEntry, index: number): TValue {
  switch (entry.dataType) {
    case 'u16':
    case 's16':
    case 'u32':
    case 's32': {
      if (entry.lookup?.length) return entry.lookup[index % entry.lookup.length]?.value ?? 0;
      if (entry.mask !== undefined) return 1;
      const { min, max } = entry.validation ?? {};
      if (min !== undefined || max !== undefined) {
        const low = min ?? 0;
        return Number(
          (Math.round((low + ((max ?? low + 100) - low) / 2) / entry.scale) * entry.scale).toFixed(6),
        );
      }
      const wide = entry.dataType === 'u32' || entry.dataType === 's32' ? 100_003 : 0;
      const code = wide + 17 * (index + 1);
      const signedCode = entry.dataType.startsWith('s') && index % 2 ? -code : code;
      return Number((signedCode * entry.scale).toFixed(6));
    }
    case 'ascii':
      return `SF${String(index).padStart(entry.count * 2 - entry.skipBytes - 2, '7')}`;
    case 'bits':
      return Array.from({ length: entry.count }, (_, i) => (i === 0 ? 0b101 : 0));
    case 'raw':
      return Array.from({ length: entry.count }, (_, i) => i + 1);
    case 'version':
      return Array.from({ length: entry.count }, () => '1.0.A.3').join('-');
    case 'datetime':
      return '2024-03-05 17:30:45';
    case 'timeOfDay':
      return `${String(index % 24).padStart(2, '0')}:30`;
  }
}

/** The registers an entry reads, as one comparable text. */
const registerSet = (entry: TDictionaryEntry) =>
  entryAddresses(entry)
    .map((address) => `${entry.functionCode}:${address}`)
    .join(',');

/** Of the entries reading the same registers, the first: the one whose value the encoder writes. */
function ownersOf(dictionary: TProtocolDictionary): TDictionaryEntry[] {
  const seen = new Set<string>();
  return dictionary.entries.filter((entry) => {
    const registers = registerSet(entry);
    if (seen.has(registers)) return false;
    seen.add(registers);
    return true;
  });
}

/** String inverters whose community maps carry no alarm words. */
const withoutAlarmWords = new Set(['deye_string', 'solis_3p-4g']);

describe('shipped dictionaries', () => {
  it('cover every device kind the simulator needs, under unique ids', () => {
    const ids = shippedDictionaries.map((dictionary) => dictionary.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(shippedDictionaries.map((dictionary) => dictionary.kind))).toEqual(
      new Set([
        'inverterSinglePhaseHybrid',
        'inverterThreePhaseHybrid',
        'inverterString',
        'inverterMicro',
        'meter',
        'batteryBms',
        'weatherStation',
      ]),
    );
    expect(findShippedDictionary('deye_hybrid')).toBe(deyeHybrid);
  });

  it.each(shippedDictionaries)('$id survives a JSON round trip through the schema', (dictionary) => {
    expect(ZProtocolDictionary.parse(JSON.parse(JSON.stringify(dictionary)))).toEqual(dictionary);
  });

  it.each(shippedDictionaries)(
    '$id shares a register only between views of one value (entries reading the same registers)',
    (dictionary) => {
      const readers = new Map<string, string>();
      for (const entry of dictionary.entries) {
        const registers = registerSet(entry);
        for (const slot of registers.split(',')) {
          const other = readers.get(slot);
          expect(other === undefined || other === registers, `${entry.key} at ${slot}`).toBe(true);
          readers.set(slot, registers);
        }
      }
    },
  );

  it.each(shippedDictionaries)('$id decodes what it encodes', (dictionary) => {
    const owners = ownersOf(dictionary);
    const values = Object.fromEntries(owners.map((entry, i) => [entry.key, sampleValue(entry, i)]));
    const decoded = decodeFrame(dictionary, encodeRegisters(dictionary, values));
    expect(decoded.dropped).toEqual([]);
    const decodedValues = Object.fromEntries(decoded.values.map((value) => [value.key, value.value]));
    expect(decodedValues).toMatchObject(values);
    // The other views of a value read its registers too.
    expect(Object.keys(decodedValues).sort()).toEqual(dictionary.entries.map((entry) => entry.key).sort());
  });

  it.each(shippedDictionaries)(
    '$id names the power, energy and status values the cloud relies on',
    (dictionary) => {
      const roles = new Set(dictionary.entries.map((entry) => entry.role));
      const expected = {
        inverterSinglePhaseHybrid: [
          'pvPower',
          'pvEnergyTotal',
          'gridPower',
          'loadPower',
          'batterySoc',
          'batteryPower',
          'alarmWord',
        ],
        inverterThreePhaseHybrid: [
          'pvPower',
          'pvEnergyTotal',
          'gridPower',
          'loadPower',
          'batterySoc',
          'batteryPower',
          'alarmWord',
        ],
        inverterString: ['pvPower', 'pvEnergyTotal', 'acPower', 'deviceStatus', 'alarmWord'],
        inverterMicro: ['pvPower', 'pvEnergyTotal'],
        meter: ['gridPower', 'gridImportEnergyTotal', 'gridExportEnergyTotal'],
        batteryBms: ['batterySoc', 'batterySoh', 'batteryPower', 'alarmWord', 'deviceStatus'],
        weatherStation: [
          'irradiance',
          'moduleTemperature',
          'ambientTemperature',
          'windSpeed',
          'windDirection',
          'humidity',
        ],
      }[dictionary.kind];
      const required = withoutAlarmWords.has(dictionary.id)
        ? expected.filter((role) => role !== 'alarmWord')
        : expected;
      expect(required.filter((role) => !roles.has(role as never))).toEqual([]);
    },
  );
});

describe('worked examples of the shared register maps', () => {
  it('Battery Temperature 1253 reads 25.3 °C', () => {
    expect(decodedValue(deyeHybrid, { 0x00b6: 1253 }, 'batteryTemperature')).toMatchObject({
      value: 25.3,
      unit: '°C',
    });
  });

  it('Total Production words 0x86A0, 0x0001 read 10000.0 kWh', () => {
    expect(decodedValue(deyeHybrid, { 0x0060: 0x86a0, 0x0061: 0x0001 }, 'totalProduction')).toMatchObject({
      value: 10000,
      unit: 'kWh',
      role: 'pvEnergyTotal',
    });
  });

  it('names the Deye fault bits as the inverter display does', () => {
    const alarms = deyeHybrid.entries.find((entry) => entry.key === 'alarms');
    const words = decodedValue(deyeHybrid, { 0x0065: 0x0001, 0x0069: 0x0004 }, 'alarms')?.value as number[];
    expect(alarms && activeFlags(alarms, words).map((flag) => flag.code)).toEqual(['W01', 'F35']);
  });
});
