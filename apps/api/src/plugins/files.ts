import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FileStore } from '../adapters/file-store.ts';

/**
 * Serves a local file store (avatars, pictures) at its public prefix, `/files/`. A store that
 * serves its files itself (an object store behind its own URLs) needs nothing here.
 */
export default fp<{ fileStore: FileStore }>(
  async (app, { fileStore }) => {
    const folder = fileStore.localFolder;
    if (!folder) return;
    mkdirSync(folder.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: folder.root,
      prefix: folder.publicPrefix,
      decorateReply: false,
      // Uploaded files never change in place (a new upload gets a new name).
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'files' },
);
