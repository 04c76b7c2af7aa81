import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZLatestValues } from '@sunfleet/contract/telemetry';
import type { Container } from '../../container.ts';
import { AppError, ok } from '../../plugins/envelope.ts';
import { deviceOf } from '../../plugins/resource-access.ts';
import { createLiveStreams } from './realtime.ts';

const tags = ['telemetry'];
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });

/** A device's latest values and their realtime stream. */
const telemetryRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories, liveFeed }, done) => {
  const { telemetry } = repositories;
  // Where committed readings are announced (the cross-process channel). Without one (tests, the
  // OpenAPI writer) a stream carries the current values and heartbeats only.
  const streams = createLiveStreams(liveFeed);
  app.addHook('onClose', (_instance, closed) => {
    streams.closeAll();
    closed();
  });

  /** The device (not a gateway: they report no values) of `sn`; code 3 as for any unknown id. */
  function deviceOnly(request: FastifyRequest) {
    const source = deviceOf(request);
    if (source.kind !== 'device') throw new AppError(ErrorCode.notFound);
    return source;
  }

  app.get(
    '/api/v1/telemetry/:sn/latest',
    {
      config: { permission: 'equip.view', device: 'view' },
      schema: {
        tags,
        summary: "A device's latest values (null before its first reading)",
        params: ZSnParams,
        response: { 200: ZEnvelope(ZLatestValues.nullable()) },
      },
    },
    async (request) => {
      const device = deviceOnly(request);
      return ok(request, await telemetry.latestValues(device.id, device.sn, request.lang));
    },
  );

  app.get(
    '/api/v1/telemetry/:sn/stream',
    {
      config: { permission: 'equip.view', device: 'view' },
      schema: {
        tags,
        summary:
          "Server-sent events of a device's latest values: `latest` events carrying the same object as /latest, now and on every new reading",
        params: ZSnParams,
      },
    },
    async (request, reply) => {
      const { id: deviceId, sn } = deviceOnly(request);
      await streams.open({
        request,
        reply,
        event: 'latest',
        deviceIds: new Set([deviceId]),
        read: () => telemetry.latestValues(deviceId, sn, request.lang),
        throttleMs: 0,
      });
    },
  );
  done();
};
export default telemetryRoutes;
