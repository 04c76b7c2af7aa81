import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import {
  ZAliasBody,
  ZDeviceCurve,
  ZDeviceListQuery,
  ZMeterRealtime,
  ZMeterRow,
  ZSnParams,
} from '@sunfleet/contract/inverters';
import { ZPage } from '@sunfleet/contract/paging';
import { ZDayQuery, ZStatusCounts } from '@sunfleet/contract/plants';
import type { Container } from '../../../container.ts';
import { principalOf } from '../../../plugins/authentication.ts';
import { ok } from '../../../plugins/envelope.ts';
import { deviceOf } from '../../../plugins/resource-access.ts';
import { tenancyOf } from '../../../tenancy.ts';
import { deviceReadRoute, energyBarRoutes } from '../device-read-route.ts';

const tags = ['meters'];
const view = { permission: 'meter.view', device: 'view' } as const;

/**
 * Energy meters across the caller's plants (spec section 7 "Meters and batteries"): the list with
 * counts, one meter's values now (per phase, import and export), its day curve and energy bars,
 * alias, delete, and which meter is its plant's master meter (`POST /meter/{sn}/master`).
 */
const meterRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { meters } = services;

  app.get(
    '/api/v1/meters',
    {
      config: { permission: 'meter.view' },
      schema: {
        tags,
        summary: 'Meters of every plant and gateway the caller sees: grid power now, import and export today',
        querystring: ZDeviceListQuery,
        response: { 200: ZEnvelope(ZPage(ZMeterRow)) },
      },
    },
    async (request) => ok(request, await meters.list(tenancyOf(principalOf(request)), request.query)),
  );

  app.get(
    '/api/v1/meter/status/count',
    {
      config: { permission: 'meter.view' },
      schema: {
        tags,
        summary: 'The meters the caller sees, by status',
        response: { 200: ZEnvelope(ZStatusCounts) },
      },
    },
    async (request) => ok(request, await meters.counts(tenancyOf(principalOf(request)))),
  );

  deviceReadRoute(
    app,
    '/api/v1/meter/:sn',
    { config: view, tags, summary: 'One meter: its row with its plant and gateway', response: ZMeterRow },
    (device) => meters.detail(device),
  );

  deviceReadRoute(
    app,
    '/api/v1/meter/:sn/realtime',
    {
      config: view,
      tags,
      summary: 'The meter now: power, voltage and current per phase, frequency, import and export',
      response: ZMeterRealtime,
    },
    (device, lang) => meters.realtime(device, lang),
  );

  app.get(
    '/api/v1/meter/:sn/day',
    {
      config: view,
      schema: {
        tags,
        summary: "A local day of the meter's values in 5-minute averages (power in kW)",
        params: ZSnParams,
        querystring: ZDayQuery,
        response: { 200: ZEnvelope(ZDeviceCurve) },
      },
    },
    async (request) => ok(request, await meters.curve(deviceOf(request), request.query.date, request.lang)),
  );

  energyBarRoutes(
    app,
    '/api/v1/meter/:sn',
    { config: view, tags, what: 'Import and export', whose: "the meter's" },
    (device, span, lang) => meters.energyBars(device, span, lang),
  );

  app.post(
    '/api/v1/meter/:sn/alias',
    {
      config: { permission: 'meter.alias', device: 'configure' },
      schema: {
        tags,
        summary: "Sets the meter's alias (at most 32 bytes)",
        params: ZSnParams,
        body: ZAliasBody,
        response: { 200: ZEnvelope(ZMeterRow) },
      },
    },
    async (request) =>
      ok(request, await meters.rename(principalOf(request), deviceOf(request), request.body.alias)),
  );

  app.post(
    '/api/v1/meter/:sn/delete',
    {
      config: { permission: 'meter.delete', device: 'delete' },
      schema: {
        tags,
        summary: 'Deletes the meter and its history',
        params: ZSnParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => ok(request, await meters.delete(principalOf(request), deviceOf(request))),
  );

  app.post(
    '/api/v1/meter/:sn/master',
    {
      config: { permission: 'meter.master', device: 'configure' },
      schema: {
        tags,
        summary:
          "Makes the meter its plant's master meter: the one that measures the plant's grid connection (other meters then measure sub-circuits)",
        params: ZSnParams,
        response: { 200: ZEnvelope(ZMeterRow) },
      },
    },
    async (request) =>
      ok(request, await meters.makeMaster(principalOf(request), deviceOf(request), request.lang)),
  );
  done();
};
export default meterRoutes;
