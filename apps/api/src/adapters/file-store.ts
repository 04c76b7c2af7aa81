import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded files live. The local store keeps them under DATA_DIR/files, served at /files/. */
export type FileStore = {
  /** The directory served at `publicPrefix`. */
  readonly root: string;
  readonly publicPrefix: string;
  /** Stores content under a key like `avatars/<id>.png` and returns its public URL. */
  save(key: string, content: Buffer): Promise<string>;
  /** Removes a file by the URL `save` returned; URLs of other stores are ignored. */
  remove(url: string): Promise<void>;
};

const safeKey = /^[a-z0-9-]+(\/[A-Za-z0-9_.-]+)+$/;

export function createLocalFileStore(root: string, publicPrefix = '/files/'): FileStore {
  const pathOf = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe file key ${key}`);
    return join(root, key);
  };
  return {
    root,
    publicPrefix,
    async save(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
      return `${publicPrefix}${key}`;
    },
    async remove(url) {
      if (!url.startsWith(publicPrefix)) return;
      await rm(pathOf(url.slice(publicPrefix.length)), { force: true });
    },
  };
}
