import { describe, expect, it } from 'vitest';
import { campaignPermissionOf, steeringPermissionOf } from './campaigns.ts';

describe('who may start and steer a campaign', () => {
  it('asks the gateway upgrade permission of an upgrade of gateways, the inverter one behind them', () => {
    expect(campaignPermissionOf('upgrade', 'gateway')).toBe('gateway.upgrade');
    expect(campaignPermissionOf('upgrade', 'inverter')).toBe('inverter.upgrade');
  });

  it("reads a started upgrade's family from the image kind its payload names", () => {
    const upgrade = (kind: string) => ({ kind: 'upgrade' as const, payload: { firmwareId: 'x', kind } });
    expect(steeringPermissionOf(upgrade('gateway'))).toBe('gateway.upgrade');
    expect(steeringPermissionOf(upgrade('inverter'))).toBe('inverter.upgrade');
  });

  it('keeps the single-device permission of the other kinds, whatever the family', () => {
    expect(campaignPermissionOf('restart', 'gateway')).toBe('gateway.restart');
    expect(campaignPermissionOf('settings', 'inverter')).toBe('inverter.setting');
    expect(steeringPermissionOf({ kind: 'restart', payload: {} })).toBe('gateway.restart');
  });
});
