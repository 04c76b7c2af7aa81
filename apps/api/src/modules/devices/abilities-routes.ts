import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDeviceAccessInfo } from '@sunfleet/contract/abilities';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { ok } from '../../plugins/envelope.ts';
import { deviceOf } from '../../plugins/resource-access.ts';

const ZSnParams = z.object({ sn: z.string().min(1).max(64) });

/**
 * What the caller may do to a device or gateway (docs/device-abilities.md), so a screen shows only
 * the controls that will work; the routes themselves check again.
 */
const deviceAbilityRoutes: FastifyPluginCallbackZod<Container> = (app, _container, done) => {
  app.get(
    '/api/v1/device/:sn/abilities',
    {
      config: { access: 'signedIn', device: 'view' },
      schema: {
        tags: ['plant devices'],
        summary:
          "The caller's relation to a device or gateway and what it lets them do: view, operate, configure, delete (3 when not yours)",
        params: ZSnParams,
        response: { 200: ZEnvelope(ZDeviceAccessInfo) },
      },
    },
    (request) => {
      const { relation, abilities } = deviceOf(request);
      return Promise.resolve(ok(request, { relation, abilities }));
    },
  );
  done();
};
export default deviceAbilityRoutes;
