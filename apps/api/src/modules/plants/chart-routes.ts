import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import {
  ZDateRangeQuery,
  ZDayQuery,
  ZEnergyBars,
  ZEnergyFlow,
  ZGenerationBars,
  ZGenerationUse,
  ZMonthQuery,
  ZPlantIncomeSummary,
  ZPlantRealtime,
  ZPowerCurve,
  ZYearQuery,
} from '@sunfleet/contract/plants';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { createChartService } from './chart-service.ts';
import { createDeviceRepository } from './device-repository.ts';
import { createFlowStreams } from './flow-stream.ts';
import { ZPlantParams } from './routes.ts';
import { createPlantsService } from './service.ts';

const tags = ['plant charts'];
const view = { permission: 'station.view' } as const;
/** The overview's charts, asked again on every visit: served from the read cache (plugins/read-cache.ts). */
const cachedView = { ...view, readCache: true } as const;

/**
 * The overview's live numbers, energy flow, charts and income of one plant: read from rollups in
 * the plant's time zone, for callers who may see the plant (700 otherwise).
 */
const plantChartRoutes: FastifyPluginCallbackZod<AppContext> = (app, context, done) => {
  const plants = createPlantsService(context);
  const charts = createChartService(context.db, context.config.co2KgPerKwh);
  const devices = createDeviceRepository(context.db);
  const flows = createFlowStreams(context.liveFeed, (plantId) => charts.flow({ id: plantId }));
  app.addHook('onClose', (_instance, closed) => {
    flows.closeAll();
    closed();
  });

  const plantOf = async (request: FastifyRequest & { params: z.infer<typeof ZPlantParams> }) =>
    (await plants.access(principalOf(request), request.params.id)).plant;

  app.get(
    '/api/v1/plant/:id/realtime',
    {
      config: view,
      schema: {
        tags,
        summary: 'Status, PV power now, and energy today, this month, this year and in total',
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZPlantRealtime) },
      },
    },
    async (request) => ok(request, await charts.realtime(await plantOf(request))),
  );

  app.get(
    '/api/v1/plant/:id/income',
    {
      config: view,
      schema: {
        tags,
        summary: "Income today, this month, this year and in total from the plant's tariff",
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZPlantIncomeSummary) },
      },
    },
    async (request) => ok(request, await charts.income(await plantOf(request))),
  );

  app.get(
    '/api/v1/plant/:id/power/day',
    {
      config: cachedView,
      schema: {
        tags,
        summary: 'Power curve of a local day: 5-minute average power by flow (kW) and battery SOC (%)',
        params: ZPlantParams,
        querystring: ZDayQuery,
        response: { 200: ZEnvelope(ZPowerCurve) },
      },
    },
    async (request) => ok(request, await charts.powerCurve(await plantOf(request), request.query.date)),
  );

  app.get(
    '/api/v1/plant/:id/power/month',
    {
      config: cachedView,
      schema: {
        tags,
        summary: 'Generation and income of each day of a month (YYYY-MM)',
        params: ZPlantParams,
        querystring: ZMonthQuery,
        response: { 200: ZEnvelope(ZGenerationBars) },
      },
    },
    async (request) =>
      ok(
        request,
        await charts.generationBars(await plantOf(request), { kind: 'month', month: request.query.month }),
      ),
  );

  app.get(
    '/api/v1/plant/:id/power/year',
    {
      config: cachedView,
      schema: {
        tags,
        summary: 'Generation, income and expected yield of each month of a year',
        params: ZPlantParams,
        querystring: ZYearQuery,
        response: { 200: ZEnvelope(ZGenerationBars) },
      },
    },
    async (request) =>
      ok(
        request,
        await charts.generationBars(await plantOf(request), { kind: 'year', year: request.query.year }),
      ),
  );

  app.get(
    '/api/v1/plant/:id/power/total',
    {
      config: view,
      schema: {
        tags,
        summary: "Generation and income of each year of the plant's life",
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZGenerationBars) },
      },
    },
    async (request) => ok(request, await charts.generationBars(await plantOf(request), { kind: 'total' })),
  );

  app.get(
    '/api/v1/plant/energy/:id/flow',
    {
      config: view,
      schema: {
        tags,
        summary: 'Energy flow now: PV, load, grid (+import), battery (+discharge) with SOC, generator',
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZEnergyFlow) },
      },
    },
    async (request) => ok(request, await charts.flow(await plantOf(request))),
  );

  app.get(
    '/api/v1/plant/energy/:id/flow/stream',
    {
      config: view,
      schema: {
        tags,
        summary:
          'Server-sent `flow` events carrying the same object as /flow: now, and after new readings of the plant’s devices (at most once a second)',
        params: ZPlantParams,
      },
    },
    async (request, reply) => {
      const plant = await plantOf(request);
      await flows.open(request, reply, plant.id, await devices.deviceIdsOf(plant.id));
    },
  );

  app.get(
    '/api/v1/plant/energy/:id/day',
    {
      config: cachedView,
      schema: {
        tags,
        summary: 'Energy by flow of each hour of a local day (kWh)',
        params: ZPlantParams,
        querystring: ZDayQuery,
        response: { 200: ZEnvelope(ZEnergyBars) },
      },
    },
    async (request) =>
      ok(request, await charts.energyBars(await plantOf(request), { kind: 'day', date: request.query.date })),
  );

  app.get(
    '/api/v1/plant/energy/:id/month',
    {
      config: cachedView,
      schema: {
        tags,
        summary: 'Energy by flow of each day of a month (kWh)',
        params: ZPlantParams,
        querystring: ZMonthQuery,
        response: { 200: ZEnvelope(ZEnergyBars) },
      },
    },
    async (request) =>
      ok(
        request,
        await charts.energyBars(await plantOf(request), { kind: 'month', month: request.query.month }),
      ),
  );

  app.get(
    '/api/v1/plant/energy/:id/year',
    {
      config: cachedView,
      schema: {
        tags,
        summary: 'Energy by flow of each month of a year (kWh)',
        params: ZPlantParams,
        querystring: ZYearQuery,
        response: { 200: ZEnvelope(ZEnergyBars) },
      },
    },
    async (request) =>
      ok(
        request,
        await charts.energyBars(await plantOf(request), { kind: 'year', year: request.query.year }),
      ),
  );

  app.get(
    '/api/v1/plant/energy/:id/total',
    {
      config: view,
      schema: {
        tags,
        summary: 'Energy by flow of each year (kWh)',
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZEnergyBars) },
      },
    },
    async (request) => ok(request, await charts.energyBars(await plantOf(request), { kind: 'total' })),
  );

  app.get(
    '/api/v1/plant/energy/:id/generation/use',
    {
      config: view,
      schema: {
        tags,
        summary: 'Where the generation of local dates from–to went and where the load came from',
        params: ZPlantParams,
        querystring: ZDateRangeQuery,
        response: { 200: ZEnvelope(ZGenerationUse) },
      },
    },
    async (request) =>
      ok(request, await charts.generationUse(await plantOf(request), request.query.from, request.query.to)),
  );
  done();
};
export default plantChartRoutes;
