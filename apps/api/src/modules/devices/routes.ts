import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZPlantDevice, ZPlantDeviceCheck, ZPlantInverter, ZDeviceCounts } from '@sunfleet/contract/devices';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZPage, ZPageQuery } from '@sunfleet/contract/paging';
import type { Container } from '../../container.ts';
import { ok } from '../../plugins/envelope.ts';
import { plantOf } from '../../plugins/resource-access.ts';
import { ZPlantParams } from '../plants/routes.ts';

const tags = ['plant devices'];
const view = { permission: 'station.view', plant: 'view' } as const;

/** The devices of one plant: lists with their key readings, and counts. */
const deviceRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories }, done) => {
  const { devices } = repositories;

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
      const { plant } = plantOf(request);
      return ok(request, await devices.inverterCounts(plant.id));
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
      const { plant } = plantOf(request);
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
      const { plant } = plantOf(request);
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
      const { plant } = plantOf(request);
      return ok(request, await devices.deviceCheck(plant.id));
    },
  );
  done();
};
export default deviceRoutes;
