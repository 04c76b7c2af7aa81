import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './envelope.ts';

/** Paths that belong to the API: an unknown one is a JSON 404, never the web app's page. */
const apiPaths = /^\/(api|oauth|anonymous|files)(\/|$)/;

const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !apiPaths.test(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
const isContentHashed = (path: string) => /[\\/]assets[\\/]/.test(path);

/** Cache-Control by file: a year and immutable for hashed files, revalidated for the rest. */
export const cacheControlOf = (path: string) =>
  isContentHashed(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Production serving of the built web app (WEB_DIST) and the answer for unknown routes: a page
 * navigation gets index.html (the SPA routes it), everything else the JSON 404 envelope.
 * The build writes each text file also as .br and .gz (apps/web/vite.config.ts); they are sent
 * as the client accepts, so nothing is compressed per request (ADR 0050). index.html is
 * revalidated on every visit, so a new build's hashed files are found at once.
 */
export default fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasWeb = existsSync(join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: ['index.html'],
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, path) => {
          response.setHeader('cache-control', cacheControlOf(path));
          response.setHeader('vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && wantsPage(request)) return reply.sendFile('index.html');
      return sendNotFound(request, reply);
    });
  },
  { name: 'web', dependencies: ['envelope'] },
);
