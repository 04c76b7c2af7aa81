import { describe, expect, it } from 'vitest';
import { compareFirmwareVersions, firmwareFields } from './firmware.ts';
import { firstFailure } from './validators.ts';

describe('firmware version order', () => {
  it.each([
    ['V1_0_10', 'V1_0_9', 1],
    ['LSW3_15_1.0.91R', 'LSW3_15_1.0.84', 1],
    ['2.10', '2.9', 1],
    ['V1', 'v1', 0],
    ['V1_0', 'V1', 1],
    ['A1', 'B1', -1],
  ])('%s against %s is %i', (left, right, order) => {
    expect(compareFirmwareVersions(left, right)).toBe(order);
  });
});

describe('firmware upload fields', () => {
  const name35 = `${'a'.repeat(31)}.bin`;
  const failure = (lang: 'en' | 'es', fields: Record<string, string>) => {
    const parsed = firmwareFields(lang).safeParse(fields);
    return parsed.success ? null : firstFailure(parsed.error, lang);
  };

  it('limits the file name to 40 characters, 30 in Spanish', () => {
    expect(failure('en', { softwareVersion: 'V1', fileName: name35 })).toBeNull();
    expect(failure('es', { softwareVersion: 'V1', fileName: name35 })).toEqual({
      field: 'fileName',
      message: 'Como máximo 30 caracteres',
    });
  });

  it('takes form flags as text and defaults the rest', () => {
    const parsed = firmwareFields('en').parse({
      softwareVersion: 'V1',
      enabled: '1',
      allowDowngrade: 'false',
    });
    expect(parsed).toMatchObject({
      enabled: true,
      allowDowngrade: false,
      upgradeMode: 'iap',
      hardwareVersion: '',
    });
  });

  it('refuses a version with dots or spaces', () => {
    expect(failure('en', { softwareVersion: 'V1.0' })).toEqual({
      field: 'softwareVersion',
      message: 'Please input legal content',
    });
  });
});
