import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeRegisters, type TValue } from '@sunfleet/protocols/codec';
import { sunfleetBms } from '@sunfleet/protocols/dictionaries/sunfleet-bms';
import { batteryPacksOf, batteryRealtimeOf } from './values.ts';

const readAt = new Date('2026-04-02T11:00:00Z');
const frameOf = (values: Record<string, TValue>) => ({
  readAt,
  dictionary: sunfleetBms,
  values: decodeFrame(sunfleetBms, encodeRegisters(sunfleetBms, values)).values,
});

const pack = (n: number, soh: number, minCell: number) => ({
  [`pack${n}Voltage`]: 51.2,
  [`pack${n}Current`]: -12.5,
  [`pack${n}Soc`]: 64,
  [`pack${n}Soh`]: soh,
  [`pack${n}MaxCellVoltage`]: 3.215,
  [`pack${n}MinCellVoltage`]: minCell,
  [`pack${n}MaxTemperature`]: 26.1,
  [`pack${n}MinTemperature`]: 24.3,
});

describe('battery values', () => {
  it('reads the BMS system values, its state and relays in the reply language, and its alarms', () => {
    const frame = frameOf({
      systemState: 5,
      relayState: 2,
      batteryVoltage: 409.6,
      batteryCurrent: -12.5,
      batteryPower: -5120,
      batterySoc: 64,
      batterySoh: 98.4,
      cycleCount: 211,
      packCount: 2,
      alarms: [0b1000_0000_0000, 0],
    });
    const realtime = batteryRealtimeOf(frame, 'es');
    expect(realtime).toMatchObject({
      readAt: readAt.toISOString(),
      systemState: { code: 5, label: 'Modo de carga' },
      relayState: { code: 2, label: 'Cerrados' },
      voltage: 409.6,
      power: -5.12,
      soc: 64,
      cycles: 211,
      packCount: 2,
      alarms: [{ code: 'B12', name: 'Fallo de relé', level: 'fault' }],
    });
  });

  it('lists the packs present and marks the one with the lowest SOH, then the lowest cell, as the weakest', () => {
    const packs = batteryPacksOf(
      frameOf({ ...pack(1, 98.2, 3.19), ...pack(2, 97.1, 3.2), ...pack(3, 97.1, 3.17) }),
      'en',
    );
    expect(packs.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(packs.filter((p) => p.isWeakest).map((p) => p.number)).toEqual([3]);
    expect(packs[0]).toMatchObject({ voltage: 51.2, soc: 64, minCellVoltage: 3.19, maxTemperature: 26.1 });
  });

  it('marks no weakest pack when there is only one, and none before a reading', () => {
    expect(batteryPacksOf(frameOf(pack(1, 99, 3.2)), 'en')[0]?.isWeakest).toBe(false);
    expect(batteryPacksOf({ readAt, dictionary: sunfleetBms, values: [] }, 'en')).toEqual([]);
  });
});
