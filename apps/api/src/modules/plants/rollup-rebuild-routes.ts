import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZRollupRebuildBody, ZRollupRebuildResult } from '@sunfleet/contract/plants';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { plantOf } from '../../plugins/resource-access.ts';

const tags = ['plants'];

/** A plant's rollups rebuilt from its raw frames (docs/adr/0043); not a call of the spec. */
const rollupRebuildRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  app.post(
    '/api/v1/plant/:id/rollups/rebuild',
    {
      // The platform's own permission: rebuilding rewrites what every reader of the plant sees.
      config: { permission: 'system.management', plant: 'edit' },
      schema: {
        tags,
        summary:
          "Rebuild the plant's rollups of whole days (its time zone, at most 92) from its raw frames; platform administrators",
        params: z.object({ id: z.uuid() }),
        body: ZRollupRebuildBody,
        response: { 200: ZEnvelope(ZRollupRebuildResult) },
      },
    },
    async (request) =>
      ok(request, await services.rollupRebuild.rebuild(principalOf(request), plantOf(request), request.body)),
  );
  done();
};
export default rollupRebuildRoutes;
