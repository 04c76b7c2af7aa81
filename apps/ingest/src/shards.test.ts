import { describe, expect, it } from 'vitest';
import { isOwnUpload, parseShard, shardOf, shardShareGroup } from './shards.ts';

describe('ingest shards', () => {
  it('reads index/count and says what is wrong otherwise', () => {
    expect(parseShard('0/2')).toEqual({ index: 0, count: 2 });
    expect(parseShard('4/5')).toEqual({ index: 4, count: 5 });
    expect(parseShard('2/2')).toBe('the index must be below the count (0 to 1)');
    expect(parseShard('0/0')).toBe('the count must be at least 1');
    expect(parseShard('one of two')).toBe('must be index/count, e.g. 0/2');
  });

  it('gives every gateway to exactly one of the shards, the same one every time', () => {
    const sns = Array.from({ length: 1_000 }, (_, n) => `GW${String(n).padStart(6, '0')}`);
    for (const count of [1, 2, 5]) {
      const shards = Array.from({ length: count }, (_, index) => ({ index, count }));
      for (const sn of sns) {
        const topic = `sunfleet/gw/${sn}/up/frames`;
        expect(shards.filter((shard) => isOwnUpload(topic, shard))).toHaveLength(1);
        expect(isOwnUpload(`sunfleet/gw/${sn}/up/status`, { index: shardOf(sn, count), count })).toBe(true);
      }
    }
    // Sequential SNs spread evenly: each of five shards holds 20 % ± 4 % of the fleet.
    const sizes = [0, 1, 2, 3, 4].map((index) => sns.filter((sn) => shardOf(sn, 5) === index).length);
    for (const size of sizes) expect(Math.abs(size - 200)).toBeLessThan(40);
  });

  it('leaves a topic that names no gateway to the first shard', () => {
    expect(isOwnUpload('elsewhere/topic', { index: 0, count: 3 })).toBe(true);
    expect(isOwnUpload('elsewhere/topic', { index: 1, count: 3 })).toBe(false);
  });

  it('names one share group per shard', () => {
    expect(shardShareGroup('ingest', { index: 1, count: 5 })).toBe('ingest-1of5');
  });
});
