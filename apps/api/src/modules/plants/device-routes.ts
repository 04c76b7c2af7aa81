import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZPage, ZPageQuery } from '@sunfleet/contract/paging';
import {
  ZDeviceCounts,
  ZEventCounts,
  ZPlantDevice,
  ZPlantDeviceCheck,
  ZPlantInverter,
  ZPlantWeather,
  ZStatusCounts,
} from '@sunfleet/contract/plants';
import { ZEvent } from '@sunfleet/contract/telemetry';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import { createDeviceRepository } from './device-repository.ts';
import { createPlantsRepository } from './repository.ts';
import { ZPlantParams } from './routes.ts';
import { createPlantsService } from './service.ts';

const tags = ['plant devices and events'];
const view = { permission: 'station.view' } as const;
const ZUserParams = z.object({ id: z.uuid() });
const ZPlantEventQuery = ZPageQuery.extend({ state: z.enum(['open', 'closed']).optional() });
const hour = 3_600_000;

/** Devices, events and counts of one plant, of every visible plant, or of one user's plants. */
const plantDeviceRoutes: FastifyPluginCallbackZod<AppContext> = (app, context, done) => {
  const plants = createPlantsService(context);
  const plantsRepository = createPlantsRepository(context.db);
  const devices = createDeviceRepository(context.db);

  app.get(
    '/api/v1/plant/:id/inverterCount',
    {
      config: view,
      schema: {
        tags,
        summary: "The plant's inverters by status",
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZDeviceCounts) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await devices.inverterCounts(plant.id));
    },
  );

  app.get(
    '/api/v1/plant/:id/eventCount',
    {
      config: view,
      schema: {
        tags,
        summary: "The plant's events: all, open, and by level",
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZEventCounts) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await devices.plantEventCounts(plant.id));
    },
  );

  app.get(
    '/api/v1/plant/:id/events',
    {
      config: view,
      schema: {
        tags,
        summary: "The plant's events, newest first",
        params: ZPlantParams,
        querystring: ZPlantEventQuery,
        response: { 200: ZEnvelope(ZPage(ZEvent)) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await devices.plantEvents(plant.id, request.query, request.lang));
    },
  );

  app.get(
    '/api/v1/plant/:id/inverters',
    {
      config: view,
      schema: {
        tags,
        summary: "The plant's inverters with PV power now and today's energy",
        params: ZPlantParams,
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(ZPage(ZPlantInverter)) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await devices.inverters(plant, request.query));
    },
  );

  app.get(
    '/api/v1/plant/:id/devices',
    {
      config: view,
      schema: {
        tags,
        summary:
          'Every device of the plant (inverters, meters, batteries, weather stations) with the readings that matter for its kind',
        params: ZPlantParams,
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(ZPage(ZPlantDevice)) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await devices.devices(plant, request.query));
    },
  );

  app.get(
    '/api/v1/plant/:id/check/device',
    {
      config: view,
      schema: {
        tags,
        summary: 'How many gateways, inverters, meters, batteries and weather stations the plant has',
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZPlantDeviceCheck) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await devices.deviceCheck(plant.id));
    },
  );

  app.get(
    '/api/v1/plant/meteorological/:id/realtime',
    {
      config: view,
      schema: {
        tags,
        summary: "The newest reading of the plant's weather station (null without one)",
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZPlantWeather) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await devices.weather(plant.id));
    },
  );

  app.get(
    '/api/v1/overview/plantCount',
    {
      config: view,
      schema: {
        tags,
        summary: 'Every plant you see, by status',
        response: { 200: ZEnvelope(ZStatusCounts) },
      },
    },
    async (request) => ok(request, await plantsRepository.statusCounts(tenancyOf(principalOf(request)))),
  );

  app.get(
    '/api/v1/overview/eventCount',
    {
      config: view,
      schema: {
        tags,
        summary: 'Events of every plant you see',
        response: { 200: ZEnvelope(ZEventCounts) },
      },
    },
    async (request) => ok(request, await devices.visibleEventCounts(tenancyOf(principalOf(request)))),
  );

  app.get(
    '/api/v1/user/:id/plantCount',
    {
      config: view,
      schema: {
        tags,
        summary: 'Plants a user owns or is shared, by status, as far as you see them',
        params: ZUserParams,
        response: { 200: ZEnvelope(ZStatusCounts) },
      },
    },
    async (request) =>
      ok(
        request,
        await plantsRepository.userStatusCounts(tenancyOf(principalOf(request)), request.params.id),
      ),
  );

  app.get(
    '/api/v1/user/:id/eventCount',
    {
      config: view,
      schema: {
        tags,
        summary: "Events of a user's plants, as far as you see them",
        params: ZUserParams,
        response: { 200: ZEnvelope(ZEventCounts) },
      },
    },
    async (request) =>
      ok(request, await devices.userEventCounts(tenancyOf(principalOf(request)), request.params.id)),
  );

  app.get(
    '/api/v1/event/oneHour',
    {
      config: { permission: 'event.view' },
      schema: {
        tags,
        summary: 'Events opened in the last hour on the plants you see, newest first (at most 100)',
        response: { 200: ZEnvelope(z.array(ZEvent)) },
      },
    },
    async (request) =>
      ok(
        request,
        await devices.eventsSince(tenancyOf(principalOf(request)), new Date(Date.now() - hour), request.lang),
      ),
  );
  done();
};
export default plantDeviceRoutes;
