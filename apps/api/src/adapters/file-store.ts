import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

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
  /** A local store's folder and the URL prefix it is served at; the api serves it (plugins/files.ts). */
  readonly localFolder?: { root: string; publicPrefix: string };
};

/** Keys the stores hand out: a folder, then a generated file name. Nothing else is ever touched. */
const safeKey = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?)+$/;

export function createLocalFileStore(root: string, publicPrefix = '/files/'): FileStore {
  const pathOf = (key: string) => (safeKey.test(key) ? join(root, key) : undefined);
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
      const path = url.startsWith(publicPrefix) ? pathOf(url.slice(publicPrefix.length)) : undefined;
      if (path) await rm(path, { force: true });
    },
  };
}
