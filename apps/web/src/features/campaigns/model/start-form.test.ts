import { describe, expect, it } from 'vitest';
import { previewBodyOf, startRequestOf, type TStartForm } from './start-form.ts';

const form: TStartForm = {
  kind: 'settings',
  by: 'filter',
  filter: { model: ' deye_hybrid ', firmwareVersion: '' },
  settingsPage: 'workMode',
  settingsValues: [
    { field: 'maxSellPower', value: '1500' },
    { field: 'mode', value: 'selfUse' },
  ],
  name: '',
  firstWaveBy: 'size',
  firstWaveSize: 1,
  firstWavePercent: 10,
  perMinute: 60,
  haltPercent: 20,
  haltMin: 5,
  hasWindow: true,
  windowStart: '22:00',
  windowEnd: '04:00',
};

describe('the start form', () => {
  it('previews the filter of the kind’s devices, empty fields left out', () => {
    expect(previewBodyOf(form, [])).toEqual({
      kind: 'settings',
      family: 'inverter',
      selection: { filter: { model: 'deye_hybrid' } },
    });
    expect(previewBodyOf({ ...form, filter: {} }, [])).toBeUndefined();
    expect(previewBodyOf({ ...form, kind: 'restart', by: 'selection' }, ['GW1'])).toEqual({
      kind: 'restart',
      family: 'gateway',
      selection: { sns: ['GW1'] },
    });
  });

  it('sends the rules, the window and typed settings values', () => {
    expect(startRequestOf(form, { filter: { model: 'deye_hybrid' } })).toEqual({
      kind: 'settings',
      body: {
        selection: { filter: { model: 'deye_hybrid' } },
        name: '',
        firstWave: { size: 1 },
        perMinute: 60,
        halt: { failurePercent: 20, minExecuted: 5 },
        window: { start: '22:00', end: '04:00' },
        settings: { page: 'workMode', values: { maxSellPower: 1500, mode: 'selfUse' } },
      },
    });
    const restart = startRequestOf({ ...form, kind: 'restart', hasWindow: false }, { sns: ['GW1'] });
    expect(restart.body).toMatchObject({ window: null });
  });
});
