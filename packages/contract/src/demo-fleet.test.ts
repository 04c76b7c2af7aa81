import { describe, expect, it } from 'vitest';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { demoFleet, demoSimulatorArgs, demoSpareGateway, ZFleet } from './demo-fleet.ts';

describe('the demo fleet', () => {
  it('has plants of the installer and of the demo owner, in several time zones', () => {
    const owners = new Set(demoFleet.plants.map((plant) => plant.ownerAccount ?? 'installer'));
    expect(owners).toEqual(new Set(['installer', 'owner@sunfleet.local']));
    expect(new Set(demoFleet.plants.map((plant) => plant.timeZone)).size).toBeGreaterThanOrEqual(4);
  });

  it('names a shipped dictionary of the right kind for every device', () => {
    for (const device of demoFleet.plants.flatMap((plant) => plant.gateway.devices)) {
      expect(findShippedDictionary(device.dictionaryId)?.kind, device.sn).toBe(device.kind);
    }
  });

  it('gives every plant a tariff in a currency of its country, so the overview shows income', () => {
    const plants = demoFleet.plants.filter((plant) => !plant.isSpare);
    expect(plants.map((plant) => [plant.timeZone, plant.income?.currency])).toEqual([
      ['America/New_York', 'USD'],
      ['Europe/Madrid', 'EUR'],
      ['Europe/Berlin', 'EUR'],
      ['Australia/Sydney', 'AUD'],
      ['Asia/Shanghai', 'CNY'],
    ]);
    // One price per kWh: the browser tests fill the edit form's price of whichever plant lists first.
    for (const plant of plants) expect(plant.income?.method, plant.name).toBe('constant');
  });

  it('has one spare gateway of the installer, with the devices of a storage plant', () => {
    const spares = demoFleet.plants.filter((plant) => plant.isSpare);
    expect(spares.map((plant) => plant.gateway.sn)).toEqual([demoSpareGateway.sn]);
    expect(spares[0]?.gateway.key).toBe(demoSpareGateway.key);
    expect(spares[0]?.ownerAccount).toBeUndefined();
    expect(spares[0]?.gateway.devices.map((device) => device.kind)).toEqual([
      'inverterSinglePhaseHybrid',
      'batteryBms',
      'meter',
    ]);
  });

  it('refuses a fleet with a repeated serial number or a plant without exactly one inverter', () => {
    const [first] = demoFleet.plants;
    const twice = ZFleet.safeParse({ plants: [first, first] });
    expect(twice.error?.issues[0]?.message).toBe(
      'Gateway and device serial numbers must be unique in a fleet',
    );
    const noInverter = ZFleet.safeParse({
      plants: [{ ...first, gateway: { ...first?.gateway, devices: first?.gateway.devices.slice(1) } }],
    });
    expect(noInverter.error?.issues[0]?.message).toBe('A simulated plant has exactly one inverter');
  });

  it('gives the node arguments that run the simulator against a broker', () => {
    expect(
      demoSimulatorArgs({ brokerUrl: 'mqtt://127.0.0.1:1884', stateFile: 'data/sim-state.json' }),
    ).toEqual([
      '--import',
      'tsx',
      'apps/sim/src/main.ts',
      '--demo',
      '--broker',
      'mqtt://127.0.0.1:1884',
      '--state',
      'data/sim-state.json',
    ]);
  });
});
