import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeRegisters } from '@sunfleet/protocols/codec';
import { importCommunityYaml } from '@sunfleet/protocols/community-yaml';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { decodeStoredFrame, latestValuesOf } from './latest-values.ts';

const { dictionary: imported } = importCommunityYaml(
  readFileSync(
    new URL('../../../../../packages/protocols/src/fixtures/community-good.yaml', import.meta.url),
    'utf8',
  ),
  { id: 'imported-latest' },
);

describe('latest values from a stored raw frame', () => {
  it('decodes with a shipped dictionary and labels status codes in the reply language', () => {
    const blocks = encodeRegisters(deyeHybrid, { pv1Power: 1500, runningStatus: 2 });
    const values = decodeStoredFrame(deyeHybrid.id, null, blocks);
    const readAt = Date.UTC(2026, 10, 23, 12);
    const latest = latestValuesOf('INV1', readAt, values, 'es');
    expect(latest.readAt).toBe('2026-11-23T12:00:00.000Z');
    expect(latest.values.pv1Power).toEqual({ value: 1500, unit: 'W' });
    expect(latest.values.runningStatus).toMatchObject({ value: 2, label: 'Normal' });
    expect(latestValuesOf('INV1', readAt, values, 'zh').values.runningStatus?.label).toBe('正常');
  });

  it('decodes with the document a company imported', () => {
    const entry = imported.entries.find((candidate) => candidate.dataType === 'u16' && !candidate.lookup);
    if (!entry) throw new Error('the fixture has no plain u16 value');
    const blocks = encodeRegisters(imported, { [entry.key]: 42 * entry.scale });
    const values = decodeStoredFrame(imported.id, imported, blocks);
    expect(values).toContainEqual(expect.objectContaining({ key: entry.key, value: 42 * entry.scale }));
  });

  it('gives nothing when the frame is gone, the dictionary is gone or no longer reads the frame', () => {
    const blocks = encodeRegisters(deyeHybrid, { pv1Power: 1500 });
    expect(decodeStoredFrame(deyeHybrid.id, null, null)).toEqual([]);
    expect(decodeStoredFrame('deleted-dictionary', null, blocks)).toEqual([]);
    // Frames are read in any layout: only one with no register of the dictionary is not read.
    const elsewhere = [{ functionCode: 3 as const, start: 0xff00, words: [1, 2, 3] }];
    expect(decodeStoredFrame(imported.id, imported, elsewhere)).toEqual([]);
  });
});
