import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './file-store.ts';

describe('the local file store', () => {
  const root = mkdtempSync(join(tmpdir(), 'sunfleet-files-'));
  const store = createLocalFileStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('saves under a key and removes by the URL it gave', async () => {
    const url = await store.save('plants/p1.png', Buffer.from('x'));
    expect(url).toBe('/files/plants/p1.png');
    expect(existsSync(join(root, 'plants', 'p1.png'))).toBe(true);
    await store.remove(url);
    expect(existsSync(join(root, 'plants', 'p1.png'))).toBe(false);
  });

  it('opens a file by its URL as a stream, whole or a range of it', async () => {
    const url = await store.save('firmware/f1.bin', Buffer.from('0123456789'));
    const file = await store.open(url);
    expect(file?.size).toBe(10);
    expect((await buffer(file!.stream())).toString()).toBe('0123456789');
    expect((await buffer(file!.stream({ start: 7, end: 9 }))).toString()).toBe('789');
    await store.remove(url);
    expect(await store.open(url)).toBeUndefined();
    expect(await store.open('/files/../keep.png')).toBeUndefined();
  });

  it('ignores a URL it cannot have given, never touching a file outside its keys', async () => {
    writeFileSync(join(root, 'keep.png'), 'x');
    for (const url of ['/files/plants/a b.png', '/files/../keep.png', '/files/keep.png', 'https://x/y.png']) {
      await expect(store.remove(url)).resolves.toBeUndefined();
    }
    expect(existsSync(join(root, 'keep.png'))).toBe(true);
    await expect(store.save('plants/../x.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });
});
