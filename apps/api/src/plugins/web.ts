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

/**
 * Production serving of the built web app (WEB_DIST) and the answer for unknown routes: a page
 * navigation gets index.html (the SPA routes it), everything else the JSON 404 envelope.
 */
export default fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasWeb = existsSync(join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && wantsPage(request)) return reply.sendFile('index.html');
      return sendNotFound(request, reply);
    });
  },
  { name: 'web', dependencies: ['envelope'] },
);
