import { describe, expect, it } from 'vitest';
import {
  grantedKindsOf,
  previewBodyOf,
  requestIssuesOf,
  startRequestOf,
  type TStartForm,
} from './start-form.ts';

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

  it('previews and sends an upgrade of the family chosen, with its image', () => {
    const upgrade: TStartForm = { ...form, kind: 'upgrade', upgradeFamily: 'inverter', firmwareId: 'f1' };
    expect(previewBodyOf(upgrade, [])).toMatchObject({ kind: 'upgrade', family: 'inverter' });
    expect(startRequestOf(upgrade, { sns: ['BAT1'] })).toMatchObject({
      kind: 'upgrade',
      body: { selection: { sns: ['BAT1'] }, firmwareId: 'f1', window: { start: '22:00', end: '04:00' } },
    });
  });

  it('checks the request with the api body schema, by form field', () => {
    const upgrade: TStartForm = {
      ...form,
      kind: 'upgrade',
      upgradeFamily: 'gateway',
      firmwareId: '00000000-0000-4000-8000-0000000000f1',
      windowEnd: '22:00',
      haltPercent: 101,
    };
    const issues = requestIssuesOf(startRequestOf(upgrade, { sns: ['GW1'] }), upgrade, 'en');
    expect(issues.map((issue) => issue.name).sort()).toEqual(['haltPercent', 'windowEnd']);
    const fine = { ...upgrade, windowEnd: '04:00', haltPercent: 20 };
    expect(requestIssuesOf(startRequestOf(fine, { sns: ['GW1'] }), fine, 'en')).toEqual([]);
    const noImage = { ...fine, firmwareId: undefined };
    expect(requestIssuesOf(startRequestOf(noImage, { sns: ['GW1'] }), noImage, 'en')[0]?.name).toBe(
      'firmwareId',
    );
  });

  it('offers the upgrade kind only with an upgrade permission', () => {
    expect(grantedKindsOf(new Set(['gateway.restart']))).toEqual(['restart']);
    expect(grantedKindsOf(new Set(['inverter.upgrade']))).toEqual(['upgrade']);
  });
});
