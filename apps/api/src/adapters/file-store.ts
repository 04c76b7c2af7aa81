import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file opened for reading: its size, and its bytes (or an inclusive range of them) as a stream. */
export type TStoredFile = { size: number; stream(range?: { start: number; end: number }): Readable };

/**
 * Where uploaded files (avatars, plant pictures) live: the only code that touches them. The local
 * store keeps them under DATA_DIR/files and the api serves them at /files/; an object-store
 * adapter would implement the same methods and serve its files itself (no `localFolder`).
 */
export type FileStore = {
  /** Stores content under a key like `avatars/<id>.png` and returns the URL clients load it from. */
  save(key: string, content: Buffer): Promise<string>;
  /** Removes a file by the URL `save` returned; any other value (another store's, a typo) is ignored. */
  remove(url: string): Promise<void>;
  /**
   * Opens a file by the URL `save` returned, for a reader that must not hold it whole (a firmware
   * image sent to many gateways at once); undefined for any other value or a file that is gone.
   */
  open(url: string): Promise<TStoredFile | undefined>;
  /** A local store's folder and the URL prefix it is served at; the api serves it (plugins/files.ts). */
  readonly localFolder?: { root: string; publicPrefix: string };
};

/** Keys the stores hand out: a folder, then a generated file name. Nothing else is ever touched. */
const safeKey = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?)+$/;

export function createLocalFileStore(root: string, publicPrefix = '/files/'): FileStore {
  const pathOf = (key: string) => (safeKey.test(key) ? join(root, key) : undefined);
  const pathOfUrl = (url: string) =>
    url.startsWith(publicPrefix) ? pathOf(url.slice(publicPrefix.length)) : undefined;
  return {
    localFolder: { root, publicPrefix },
    async save(key, content) {
      const path = pathOf(key);
      if (!path) throw new Error(`unsafe file key ${key}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
      return `${publicPrefix}${key}`;
    },
    async remove(url) {
      const path = pathOfUrl(url);
      if (path) await rm(path, { force: true });
    },
    async open(url) {
      const path = pathOfUrl(url);
      const found = path ? await stat(path).catch(() => undefined) : undefined;
      if (!path || !found?.isFile()) return undefined;
      return { size: found.size, stream: (range) => createReadStream(path, range) };
    },
  };
}
