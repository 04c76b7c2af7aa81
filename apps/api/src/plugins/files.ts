import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FileStore } from '../adapters/file-store.ts';

/** Serves the local file store (avatars, logos, pictures) at its public prefix, `/files/`. */
export default fp<{ fileStore: FileStore }>(
  async (app, { fileStore }) => {
    mkdirSync(fileStore.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: fileStore.root,
      prefix: fileStore.publicPrefix,
      decorateReply: false,
      // Uploaded files never change in place (a new upload gets a new name).
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'files' },
);
