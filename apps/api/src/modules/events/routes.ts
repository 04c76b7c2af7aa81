import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import {
  ZEvent,
  ZEventAcknowledgement,
  ZEventCounts,
  ZEventDownloadQuery,
  ZEventListQuery,
} from '@sunfleet/contract/events';
import { ZPage, ZPageQuery } from '@sunfleet/contract/paging';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { deviceOf, plantOf } from '../../plugins/resource-access.ts';
import { tenancyOf } from '../../tenancy.ts';
import { ZPlantParams } from '../plants/routes.ts';
import { sendXlsx, xlsxType } from '../reports/xlsx-reply.ts';
import { downloadLimit } from './service.ts';

const tags = ['events'];
const view = { permission: 'event.view' } as const;
const stationView = { permission: 'station.view' } as const;
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });
const ZUserParams = z.object({ id: z.uuid() });
const ZEventParams = z.object({ id: z.uuid() });
const ZPlantEventQuery = ZPageQuery.extend({ state: z.enum(['open', 'closed']).optional() });
const hour = 3_600_000;
/** The last-hour list is a glance, not a page. */
const recentLimit = 100;

/**
 * Events of devices and gateways: lists and counts of everything the caller sees, of one plant, of
 * one user, of one SN. All of them filter one query (repository.ts), so they always agree.
 */
const eventRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories, services }, done) => {
  const { events } = repositories;

  app.get(
    '/api/v1/events',
    {
      config: view,
      schema: {
        tags,
        summary: 'Events of the plants and devices the caller sees, newest first',
        querystring: ZEventListQuery,
        response: { 200: ZEnvelope(ZPage(ZEvent)) },
      },
    },
    async (request) =>
      ok(request, await events.list(tenancyOf(principalOf(request)), request.query, request.lang)),
  );

  app.get(
    '/api/v1/event/:sn',
    {
      config: { ...view, device: 'view' },
      schema: {
        tags,
        summary: 'Events of one device or gateway by SN, newest first',
        params: ZSnParams,
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(ZPage(ZEvent)) },
      },
    },
    async (request) => {
      const { sn } = deviceOf(request);
      return ok(
        request,
        await events.list(tenancyOf(principalOf(request)), { ...request.query, sn }, request.lang),
      );
    },
  );

  app.get(
    '/api/v1/event/:sn/realtime',
    {
      config: { ...view, device: 'view' },
      schema: {
        tags,
        summary: 'The open events of one device or gateway by SN, newest first (at most 100)',
        params: ZSnParams,
        response: { 200: ZEnvelope(z.array(ZEvent)) },
      },
    },
    async (request) => {
      const { sn } = deviceOf(request);
      const filter = { sn, state: 'open' as const, page: 1, size: recentLimit };
      const open = await events.list(tenancyOf(principalOf(request)), filter, request.lang);
      return ok(request, open.infos);
    },
  );

  app.post(
    '/api/v1/event/:id/acknowledge',
    {
      // No acknowledge button in the permission tree: acknowledging edits the plant's record.
      config: { permission: 'station.edit', event: 'operate' },
      schema: {
        tags,
        summary:
          'Acknowledges an event with a comment (on a plant: who may edit the plant; a later acknowledgement replaces it)',
        params: ZEventParams,
        body: ZEventAcknowledgement,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await services.events.acknowledge(principalOf(request), request.params.id, request.body.comment);
      return ok(request, null);
    },
  );

  app.get(
    '/api/v1/inverter/events/download',
    {
      config: view,
      schema: {
        tags,
        summary: `An .xlsx of the events of the list's filters (every device family unless \`source\` says), newest first, at most ${downloadLimit}`,
        querystring: ZEventDownloadQuery,
        produces: [xlsxType],
      },
    },
    async (request, reply) => {
      const file = await services.events.download(principalOf(request), request.query, request.lang);
      return sendXlsx(reply, file);
    },
  );

  app.get(
    '/api/v1/event/oneHour',
    {
      config: view,
      schema: {
        tags,
        summary: 'Events opened in the last hour on the plants you see, newest first (at most 100)',
        response: { 200: ZEnvelope(z.array(ZEvent)) },
      },
    },
    async (request) => {
      const from = new Date(Date.now() - hour).toISOString();
      const page = { page: 1, size: recentLimit, from };
      const recent = await events.list(tenancyOf(principalOf(request)), page, request.lang);
      return ok(request, recent.infos);
    },
  );

  app.get(
    '/api/v1/plant/:id/events',
    {
      config: { permission: 'station.view', plant: 'view' },
      schema: {
        tags,
        summary: "The plant's events, newest first",
        params: ZPlantParams,
        querystring: ZPlantEventQuery,
        response: { 200: ZEnvelope(ZPage(ZEvent)) },
      },
    },
    async (request) => {
      const query = { ...request.query, plantId: plantOf(request).plant.id };
      return ok(request, await events.list(tenancyOf(principalOf(request)), query, request.lang));
    },
  );

  app.get(
    '/api/v1/plant/:id/eventCount',
    {
      config: { ...stationView, plant: 'view' },
      schema: {
        tags,
        summary: "The plant's events: all, open, and by level",
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZEventCounts) },
      },
    },
    async (request) => {
      const filter = { plantId: plantOf(request).plant.id };
      return ok(request, await events.counts(tenancyOf(principalOf(request)), filter));
    },
  );

  app.get(
    '/api/v1/overview/eventCount',
    {
      config: stationView,
      schema: {
        tags,
        summary: 'Events of every plant and gateway you see',
        response: { 200: ZEnvelope(ZEventCounts) },
      },
    },
    async (request) => ok(request, await events.counts(tenancyOf(principalOf(request)), {})),
  );

  app.get(
    '/api/v1/user/:id/eventCount',
    {
      config: stationView,
      schema: {
        tags,
        summary: "Events of a user's plants and gateways, as far as you see them",
        params: ZUserParams,
        response: { 200: ZEnvelope(ZEventCounts) },
      },
    },
    async (request) =>
      ok(request, await events.counts(tenancyOf(principalOf(request)), { userId: request.params.id })),
  );
  done();
};
export default eventRoutes;
