import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZEnergyRefusal } from '@sunfleet/contract/logs';
import type { Container } from '../../container.ts';
import { ok } from '../../plugins/envelope.ts';
import { deviceOf } from '../../plugins/resource-access.ts';

/**
 * A device's newest counter steps refused as implausible (docs/adr/0043), for its page: whoever
 * sees the device sees them, not only who may read the communication log.
 */
const energyRefusalRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories }, done) => {
  app.get(
    '/api/v1/device/:sn/energy-refusals',
    {
      config: { permission: 'equip.view', device: 'view' },
      schema: {
        tags: ['logs'],
        summary: "A device's newest energy steps refused as implausible (at most 5, newest first)",
        params: z.object({ sn: z.string().min(1).max(64) }),
        response: { 200: ZEnvelope(z.array(ZEnergyRefusal)) },
      },
    },
    async (request) => ok(request, await repositories.logs.energyRefusals(deviceOf(request).sn)),
  );
  done();
};
export default energyRefusalRoutes;
