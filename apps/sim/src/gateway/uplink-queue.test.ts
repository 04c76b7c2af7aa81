import { describe, expect, it } from 'vitest';
import type { TDeviceFrame } from '@sunfleet/contract/gateway-wire';
import { UplinkQueue } from './uplink-queue.ts';

const frame = (ts: number): TDeviceFrame => ({
  deviceSn: 'INV1',
  dictionaryId: 'sofar_lsw3',
  ts,
  blocks: [{ functionCode: 3, start: 0, words: [0] }],
});

describe('the uplink backlog', () => {
  it('keeps the newest readings up to its bound and counts what it dropped', () => {
    const queue = new UplinkQueue(10, () => 0);
    queue.addFrames(Array.from({ length: 7 }, (_, i) => frame(i)));
    queue.addFrames(Array.from({ length: 5 }, (_, i) => frame(7 + i)));
    expect(queue.backlogSize).toBe(10);
    expect(queue.takeDropped()).toBe(2);
    expect(queue.takeDropped()).toBe(0);
  });
});
