import { describe, expect, it } from 'vitest';
import { plantFlowOf, type TFlowDevice } from './energy-flow.ts';

const at = new Date('2026-11-22T12:00:00Z');
const device = (kind: string, roles: TFlowDevice['roles'], readAt = at): TFlowDevice => ({
  kind,
  roles,
  readAt,
});

describe('plantFlowOf', () => {
  it('takes the grid from the meter and the battery from the BMS, not again from a hybrid inverter', () => {
    const flow = plantFlowOf([
      device('inverterSinglePhaseHybrid', {
        pvPower: 3,
        loadPower: 1.6,
        gridPower: -0.5,
        batteryPower: -0.9,
        batterySoc: 61,
      }),
      device('meter', { gridPower: -0.45 }),
      device('batteryBms', { batteryPower: -0.95, batterySoc: 60 }, new Date('2026-11-22T12:00:05Z')),
    ]);
    expect(flow).toEqual({
      pv: 3,
      load: 1.6,
      grid: -0.45,
      battery: -0.95,
      soc: 60,
      generator: null,
      readAt: '2026-11-22T12:00:05.000Z',
    });
  });

  it('uses the hybrid inverter’s own grid and battery readings where no meter or BMS reports', () => {
    const flow = plantFlowOf([
      device('inverterThreePhaseHybrid', { pvPower: 2, loadPower: 1, gridPower: 0.2, batteryPower: -1.2 }),
    ]);
    expect(flow).toMatchObject({ grid: 0.2, battery: -1.2, load: 1 });
  });

  it('balances the load of a plant whose meter sees only the grid connection', () => {
    const flow = plantFlowOf([
      device('inverterString', { pvPower: 5, acPower: 4.8 }),
      device('meter', { gridPower: -3 }),
      device('batteryBms', { batteryPower: 0.5, batterySoc: 40 }),
    ]);
    expect(flow).toMatchObject({ pv: 5, grid: -3, battery: 0.5, load: 2.5 });
  });

  it('takes a micro inverter’s AC output as PV, and knows no load, grid or battery without a meter', () => {
    expect(plantFlowOf([device('inverterMicro', { acPower: 0.7 })])).toMatchObject({
      pv: 0.7,
      load: null,
      grid: null,
      battery: null,
      soc: null,
    });
  });

  it('has nothing to show for a plant whose devices have not reported', () => {
    expect(plantFlowOf([])).toEqual({
      pv: null,
      load: null,
      grid: null,
      battery: null,
      soc: null,
      generator: null,
      readAt: null,
    });
  });
});
