import { describe, expect, it } from 'vitest';
import { deviceStatusOf, plantStatusOf } from './statuses.ts';

describe('device and plant status', () => {
  it.each([
    [{ isOffline: true, isUpdating: true, openEventLevels: ['fault'] as const }, 'offline'],
    [{ isOffline: false, isUpdating: true, openEventLevels: ['fault'] as const }, 'updating'],
    [{ isOffline: false, isUpdating: false, openEventLevels: ['warning', 'fault'] as const }, 'fault'],
    [{ isOffline: false, isUpdating: false, openEventLevels: ['info', 'warning'] as const }, 'warning'],
    [{ isOffline: false, isUpdating: false, openEventLevels: ['info'] as const }, 'normal'],
  ])('derives a device status from %o', (device, expected) => {
    expect(deviceStatusOf(device)).toBe(expected);
  });

  it('takes the worst online device for a plant, and offline only when all are', () => {
    expect(plantStatusOf(['normal', 'offline', 'warning'])).toBe('warning');
    expect(plantStatusOf(['updating', 'normal'])).toBe('updating');
    expect(plantStatusOf(['fault', 'updating', 'warning'])).toBe('fault');
    expect(plantStatusOf(['offline', 'offline'])).toBe('offline');
    expect(plantStatusOf([])).toBe('offline');
  });
});
