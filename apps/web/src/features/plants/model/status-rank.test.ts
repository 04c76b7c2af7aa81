import { describe, expect, it } from 'vitest';
import { deviceStatuses } from '@sunfleet/contract/enums';
import { statusColors, statusTagColors } from '../../../lib/status-colors.ts';
import { statusRank } from './status-rank.ts';

describe('status colouring', () => {
  it('gives every status its own colour, tag and rank, fault the most urgent', () => {
    expect(new Set(deviceStatuses.map((status) => statusColors[status])).size).toBe(deviceStatuses.length);
    expect(deviceStatuses.every((status) => statusTagColors[status])).toBe(true);
    expect(new Set(Object.values(statusRank)).size).toBe(deviceStatuses.length);
    expect(Math.max(...Object.values(statusRank))).toBe(statusRank.fault);
    expect(statusRank.warning).toBeGreaterThan(statusRank.offline);
  });
});
