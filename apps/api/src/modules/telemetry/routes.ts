import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZPage, ZPageQuery } from '@sunfleet/contract/paging';
import { ZEvent, ZEventListQuery, ZLatestValues } from '@sunfleet/contract/telemetry';
import type { Database } from '@sunfleet/db/connect';
import { principalOf } from '../../plugins/authentication.ts';
import { AppError, ok } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import { createLiveStreams, type TLatestFeed } from './realtime.ts';
import { createTelemetryRepository } from './repository.ts';

export type TelemetryRoutesOptions = {
  db: Database;
  /** Where committed readings are announced (the cross-process channel). */
  feed: TLatestFeed | undefined;
};

const tags = ['telemetry'];
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });

/** Events of devices and gateways, a device's latest values, and their realtime stream. */
const telemetryRoutes: FastifyPluginCallbackZod<TelemetryRoutesOptions> = (app, { db, feed }, done) => {
  const telemetry = createTelemetryRepository(db);
  const streams = createLiveStreams(feed);
  app.addHook('onClose', (_instance, closed) => {
    streams.closeAll();
    closed();
  });

  /** The device of `sn` the caller may see, or code 3 (not found) as for any id route. */
  async function visibleDevice(request: Parameters<typeof principalOf>[0], sn: string) {
    const source = await telemetry.findVisibleSource(tenancyOf(principalOf(request)), sn);
    if (source?.kind !== 'device') throw new AppError(ErrorCode.notFound);
    return source;
  }

  app.get(
    '/api/v1/events',
    {
      config: { permission: 'event.view' },
      schema: {
        tags,
        summary: 'Events of the plants and devices the caller sees, newest first',
        querystring: ZEventListQuery,
        response: { 200: ZEnvelope(ZPage(ZEvent)) },
      },
    },
    async (request) =>
      ok(request, await telemetry.listEvents(tenancyOf(principalOf(request)), request.query, request.lang)),
  );

  app.get(
    '/api/v1/event/:sn',
    {
      config: { permission: 'event.view' },
      schema: {
        tags,
        summary: 'Events of one device or gateway by SN, newest first',
        params: ZSnParams,
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(ZPage(ZEvent)) },
      },
    },
    async (request) => {
      const tenancy = tenancyOf(principalOf(request));
      const { sn } = request.params;
      if (!(await telemetry.findVisibleSource(tenancy, sn))) throw new AppError(ErrorCode.notFound);
      return ok(request, await telemetry.listEvents(tenancy, { ...request.query, sn }, request.lang));
    },
  );

  app.get(
    '/api/v1/telemetry/:sn/latest',
    {
      config: { permission: 'equip.view' },
      schema: {
        tags,
        summary: "A device's latest values (null before its first reading)",
        params: ZSnParams,
        response: { 200: ZEnvelope(ZLatestValues.nullable()) },
      },
    },
    async (request) => {
      const device = await visibleDevice(request, request.params.sn);
      return ok(request, await telemetry.latestValues(device.id, request.params.sn, request.lang));
    },
  );

  app.get(
    '/api/v1/telemetry/:sn/stream',
    {
      config: { permission: 'equip.view' },
      schema: {
        tags,
        summary:
          "Server-sent events of a device's latest values: `latest` events carrying the same object as /latest, now and on every new reading",
        params: ZSnParams,
      },
    },
    async (request, reply) => {
      const { sn } = request.params;
      const device = await visibleDevice(request, sn);
      await streams.open({
        request,
        reply,
        event: 'latest',
        deviceIds: new Set([device.id]),
        read: () => telemetry.latestValues(device.id, sn, request.lang),
        throttleMs: 0,
      });
    },
  );
  done();
};
export default telemetryRoutes;
