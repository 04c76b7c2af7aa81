import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBatteryEventSummary,
  ZBatteryEventSummaryQuery,
  ZBatteryListItem,
  ZBatteryRealtime,
  ZBatterySlaves,
} from '@sunfleet/contract/batteries';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZEvent, ZEventDownloadQuery, ZEventListQuery } from '@sunfleet/contract/events';
import {
  ZDeviceDayCurve,
  ZDeviceDayQuery,
  ZDeviceIdParams,
  ZDeviceInfo,
  ZFleetDeviceQuery,
} from '@sunfleet/contract/fleet-devices';
import { ZPage } from '@sunfleet/contract/paging';
import { ZStatusCounts } from '@sunfleet/contract/plants';
import type { Container } from '../../../container.ts';
import { principalOf } from '../../../plugins/authentication.ts';
import { ok } from '../../../plugins/envelope.ts';
import { deviceOf } from '../../../plugins/resource-access.ts';
import { tenancyOf } from '../../../tenancy.ts';
import { sendXlsx, xlsxType } from '../../reports/xlsx-reply.ts';

const tags = ['batteries'];
const view = { permission: 'battery.list.view' } as const;
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });
const ZCountQuery = z.object({ plantId: z.uuid().optional() });
const day = 86_400_000;

/**
 * Batteries (spec section 7 "Meters and batteries"): the list of every battery the caller sees,
 * a battery's BMS values, slave packs and day curve, its events and their download, and delete.
 */
const batteryRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories, services }, done) => {
  const { events } = repositories;
  const { batteries } = services;
  const tenancy = (request: FastifyRequest) => tenancyOf(principalOf(request));

  app.get(
    '/api/v1/batteries',
    {
      config: view,
      schema: {
        tags,
        summary: 'The batteries you see, with SOC, power (kW), voltage and temperature now',
        querystring: ZFleetDeviceQuery,
        response: { 200: ZEnvelope(ZPage(ZBatteryListItem)) },
      },
    },
    async (request) => ok(request, await batteries.list(tenancy(request), request.query)),
  );

  app.get(
    '/api/v1/batteries/count',
    {
      config: view,
      schema: {
        tags,
        summary: 'The batteries you see by status',
        querystring: ZCountQuery,
        response: { 200: ZEnvelope(ZStatusCounts) },
      },
    },
    async (request) => ok(request, await batteries.counts(tenancy(request), request.query.plantId)),
  );

  app.get(
    '/api/v1/battery/:sn/info',
    {
      config: { ...view, device: 'view' },
      schema: {
        tags,
        summary: 'What a battery is: its plant, gateway, model and firmware',
        params: ZSnParams,
        response: { 200: ZEnvelope(ZDeviceInfo) },
      },
    },
    async (request) => ok(request, await batteries.info(deviceOf(request))),
  );

  app.get(
    '/api/v1/battery/:sn/realtime',
    {
      config: { ...view, device: 'view' },
      schema: {
        tags,
        summary:
          'The BMS now: system state, SOC, SOH, voltage, current, power, temperatures, cells, cycles, limits, relays, alarms (null before its first reading)',
        params: ZSnParams,
        response: { 200: ZEnvelope(ZBatteryRealtime) },
      },
    },
    async (request) => ok(request, await batteries.realtime(deviceOf(request), request.lang)),
  );

  app.get(
    '/api/v1/battery/:sn/day',
    {
      config: { ...view, device: 'view' },
      schema: {
        tags,
        summary:
          "A battery's 5-minute power (kW), SOC, voltage, current and temperature over a day of its plant",
        params: ZSnParams,
        querystring: ZDeviceDayQuery,
        response: { 200: ZEnvelope(ZDeviceDayCurve) },
      },
    },
    async (request) => ok(request, await batteries.day(deviceOf(request), request.query.date)),
  );

  app.get(
    '/api/v1/batteries/:id/slave',
    {
      config: { ...view, device: 'view' },
      schema: {
        tags,
        summary:
          "A battery's slave packs now: voltage, current, SOC, SOH, highest and lowest cell voltage and temperature, alarms; the weakest marked",
        params: ZDeviceIdParams,
        response: { 200: ZEnvelope(ZBatterySlaves) },
      },
    },
    async (request) =>
      ok(request, await batteries.slaves(principalOf(request), request.params.id, request.lang)),
  );

  app.get(
    '/api/v1/battery/events',
    {
      config: { ...view, permission: 'event.view' },
      schema: {
        tags,
        summary: 'Events of the batteries you see, newest first',
        querystring: ZEventListQuery.omit({ source: true }),
        response: { 200: ZEnvelope(ZPage(ZEvent)) },
      },
    },
    async (request) => {
      const query = { ...request.query, source: 'battery' as const };
      return ok(request, await events.list(tenancy(request), query, request.lang));
    },
  );

  app.get(
    '/api/v1/battery/events/download',
    {
      config: { permission: 'event.view' },
      schema: {
        tags,
        summary: 'An .xlsx of the events of the batteries you see (the list’s filters), newest first',
        querystring: ZEventDownloadQuery.omit({ source: true }),
        produces: [xlsxType],
      },
    },
    async (request, reply) => {
      const filter = { ...request.query, source: 'battery' as const };
      return sendXlsx(reply, await services.events.download(principalOf(request), filter, request.lang));
    },
  );

  app.get(
    '/api/v1/workdata/battery/event',
    {
      config: { permission: 'workdata.view' },
      schema: {
        tags,
        summary: "Each battery's events opened in a range of days (UTC), by level, most first",
        querystring: ZBatteryEventSummaryQuery,
        response: { 200: ZEnvelope(z.array(ZBatteryEventSummary)) },
      },
    },
    async (request) => {
      const { plantId, from, to } = request.query;
      const range = { plantId, from: new Date(from), to: new Date(Date.parse(to) + day) };
      return ok(request, await events.batterySummary(tenancy(request), range));
    },
  );

  app.post(
    '/api/v1/battery/:id/delete',
    {
      // No battery button in the permission tree: deleting a battery edits its plant.
      config: { permission: 'station.edit', device: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a battery with its values and events (who may edit its plant)',
        params: ZDeviceIdParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => ok(request, await batteries.delete(principalOf(request), request.params.id)),
  );
  done();
};
export default batteryRoutes;
