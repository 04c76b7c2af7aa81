import { describe, expect, it } from 'vitest';
import type { TFirmware } from '@sunfleet/contract/firmware';
import { isCompatible, type TDeviceFirmware } from './compatibility.ts';

const image = (values: Partial<TFirmware> = {}): TFirmware => ({
  id: 'i',
  kind: 'inverter',
  brand: '',
  productName: 'SF-5K',
  epn: '',
  typeId: null,
  primaryLabel: null,
  secondaryLabel: null,
  hardwareVersion: 'H2',
  softwareVersion: 'V1_2_0',
  upgradeMode: 'iap',
  fileName: 'f.bin',
  size: 1,
  sha256: '0'.repeat(64),
  changeLog: '',
  fromVersionMin: '',
  fromVersionMax: '',
  allowDowngrade: false,
  enabled: true,
  publishedAt: '2026-01-01T00:00:00Z',
  creator: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  isOwned: true,
  ...values,
});
const device: TDeviceFirmware = { model: 'sf-5k', hardwareVersion: 'h2', currentVersion: 'V1_1_9' };

describe('which images a device is offered', () => {
  it('offers an enabled newer image of its model and hardware (case aside)', () => {
    expect(isCompatible(image(), device)).toBe(true);
  });

  it.each([
    ['a disabled image', image({ enabled: false }), device],
    ['another model', image({ productName: 'SF-8K' }), device],
    ['other hardware', image({ hardwareVersion: 'H3' }), device],
    ['the version it runs', image(), { ...device, currentVersion: 'v1_2_0' }],
    ['an older version', image({ softwareVersion: 'V1_1_0' }), device],
    ['a device below the from-range', image({ fromVersionMin: 'V1_1_10' }), device],
    ['a device above the from-range', image({ fromVersionMax: 'V1_1_5' }), device],
  ])('refuses %s', (_, candidate, target) => {
    expect(isCompatible(candidate, target)).toBe(false);
  });

  it('offers an older image only when it allows downgrades, and never the same version', () => {
    expect(isCompatible(image({ softwareVersion: 'V1_1_0', allowDowngrade: true }), device)).toBe(true);
    expect(isCompatible(image({ softwareVersion: 'V1_1_9', allowDowngrade: true }), device)).toBe(false);
  });

  it('fits any model and hardware when the image names none, and bounds the range inclusively', () => {
    const open = image({
      productName: '',
      hardwareVersion: '',
      fromVersionMin: 'V1_1_9',
      fromVersionMax: 'V1_1_9',
    });
    expect(isCompatible(open, { model: '', hardwareVersion: 'X', currentVersion: 'V1_1_9' })).toBe(true);
  });

  it('checks only model and hardware for a device that reported no version', () => {
    expect(isCompatible(image({ fromVersionMin: 'V9' }), { ...device, currentVersion: '' })).toBe(true);
  });
});
