import { describe, expect, it } from 'vitest';
import { createReadCache, isWrite } from './read-cache.ts';

describe('read cache stores', () => {
  it('keep nothing that was read while a write ran', () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const replies = cache.store<string>();
    const users = cache.store<string>();
    const readBegan = cache.generation;
    users.set('u1', 'Ana', readBegan);

    cache.clear(); // a write begins (or ends) while the read runs
    replies.set('u1 /plants', 'before the write', readBegan);
    expect(replies.get('u1 /plants')).toBeUndefined();
    expect(users.get('u1')).toBeUndefined();

    replies.set('u1 /plants', 'after the write', cache.generation);
    expect(replies.get('u1 /plants')).toBe('after the write');
  });

  it('forget the oldest entries beyond their size, and keep nothing with a life of 0', () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    const replies = cache.store<number>();
    for (const n of [1, 2, 3]) replies.set(`key ${n}`, n, cache.generation);
    expect([1, 2, 3].map((n) => replies.get(`key ${n}`))).toEqual([undefined, 2, 3]);

    const off = createReadCache({ ttlMs: 0 });
    const nothing = off.store<number>();
    nothing.set('key', 1, off.generation);
    expect(nothing.get('key')).toBeUndefined();
  });

  it('take every method but GET, HEAD and OPTIONS for a write', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(isWrite)).toEqual([false, false, false]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isWrite)).toEqual([true, true, true, true]);
  });
});
