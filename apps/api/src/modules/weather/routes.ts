import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import {
  ZAliasBody,
  ZDeviceDayCurve,
  ZDeviceDayQuery,
  ZDeviceInfo,
  ZFleetDeviceQuery,
} from '@sunfleet/contract/fleet-devices';
import { ZPage } from '@sunfleet/contract/paging';
import { ZStatusCounts } from '@sunfleet/contract/plants';
import {
  ZPlantWeather,
  ZSnQuery,
  ZWeatherAuthInput,
  ZWeatherAuthState,
  ZWeatherForecast,
  ZWeatherQuery,
  ZWeatherStationListItem,
  ZWeatherStationProduct,
  ZWeatherStationRealtime,
} from '@sunfleet/contract/weather';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { deviceOf, plantOf } from '../../plugins/resource-access.ts';
import { tenancyOf } from '../../tenancy.ts';
import { ZPlantParams } from '../plants/routes.ts';

const tags = ['weather'];
const view = { permission: 'weather.view' } as const;
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });
const ZCountQuery = z.object({ plantId: z.uuid().optional() });

/** Weather at a plant, the weather stations' list and pages, and the weather provider's forecast. */
const weatherRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories, services }, done) => {
  const { weather } = repositories;
  const stations = services.weatherStations;
  const tenancy = (request: FastifyRequest) => tenancyOf(principalOf(request));

  app.get(
    '/api/v1/plant/meteorological/:id/realtime',
    {
      config: { permission: 'station.view', plant: 'view' },
      schema: {
        tags,
        summary: "The newest reading of the plant's weather station (null without one)",
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZPlantWeather) },
      },
    },
    async (request) => ok(request, await weather.weather(plantOf(request).plant.id)),
  );

  app.get(
    '/api/v1/meteorological',
    {
      config: view,
      schema: {
        tags,
        summary: 'The weather stations you see, with irradiance (W/m²), temperatures (°C) and wind (m/s) now',
        querystring: ZFleetDeviceQuery,
        response: { 200: ZEnvelope(ZPage(ZWeatherStationListItem)) },
      },
    },
    async (request) => ok(request, await stations.list(tenancy(request), request.query)),
  );

  app.get(
    '/api/v1/meteorological/status/count',
    {
      config: view,
      schema: {
        tags,
        summary: 'The weather stations you see by status',
        querystring: ZCountQuery,
        response: { 200: ZEnvelope(ZStatusCounts) },
      },
    },
    async (request) => ok(request, await stations.counts(tenancy(request), request.query.plantId)),
  );

  app.get(
    '/api/v1/meteorological/:sn/realtime',
    {
      config: { ...view, device: 'view' },
      schema: {
        tags,
        summary: "A weather station's newest reading and today's irradiation (null before its first reading)",
        params: ZSnParams,
        response: { 200: ZEnvelope(ZWeatherStationRealtime) },
      },
    },
    async (request) =>
      ok(request, await weather.stationWeather((await stations.stationOf(deviceOf(request))).id)),
  );

  app.get(
    '/api/v1/meteorological/:sn/day',
    {
      config: { ...view, device: 'view' },
      schema: {
        tags,
        summary:
          "A weather station's 5-minute irradiance (W/m²), module and ambient temperature (°C) and wind (m/s) over a day of its plant",
        params: ZSnParams,
        querystring: ZDeviceDayQuery,
        response: { 200: ZEnvelope(ZDeviceDayCurve) },
      },
    },
    async (request) => ok(request, await stations.day(deviceOf(request), request.query.date)),
  );

  app.post(
    '/api/v1/meteorological/:sn/alias',
    {
      // No weather-station button in the permission tree: renaming a station edits its plant.
      config: { permission: 'station.edit', device: 'configure' },
      schema: {
        tags,
        summary: 'Names a weather station (at most 32 bytes; who may edit its plant)',
        params: ZSnParams,
        body: ZAliasBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) =>
      ok(request, await stations.rename(principalOf(request), deviceOf(request), request.body.alias)),
  );

  app.post(
    '/api/v1/meteorological/:sn/delete',
    {
      config: { permission: 'station.edit', device: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a weather station with its values and events (who may edit its plant)',
        params: ZSnParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => ok(request, await stations.delete(principalOf(request), deviceOf(request))),
  );

  app.get(
    '/api/v1/getWeatherStationInfo',
    {
      config: view,
      schema: {
        tags,
        summary: 'What a weather station is: its plant, gateway, model and firmware',
        querystring: ZSnQuery,
        response: { 200: ZEnvelope(ZDeviceInfo) },
      },
    },
    async (request) => ok(request, await stations.info(principalOf(request), request.query.sn)),
  );

  app.get(
    '/api/v1/getWeatherStationProduct',
    {
      config: view,
      schema: {
        tags,
        summary: 'The weather station models the portal reads, with what each measures',
        response: { 200: ZEnvelope(z.array(ZWeatherStationProduct)) },
      },
    },
    (request) => ok(request, services.weather.products(request.lang)),
  );

  app.get(
    '/api/v1/weather',
    {
      config: { permission: 'station.view', plant: 'view' },
      schema: {
        tags,
        summary:
          "The provider's current weather and 7-day forecast at the plant's location, or why it is unavailable",
        querystring: ZWeatherQuery,
        response: { 200: ZEnvelope(ZWeatherForecast) },
      },
    },
    async (request) => ok(request, await services.weather.forecast(plantOf(request).plant)),
  );

  app.post(
    '/api/v1/saveAuthInfo',
    {
      config: { permission: 'company.info.edit' },
      schema: {
        tags,
        summary: "Saves your company's key for the weather provider; the key is never sent back",
        body: ZWeatherAuthInput,
        response: { 200: ZEnvelope(ZWeatherAuthState) },
      },
    },
    async (request) => ok(request, await services.weather.saveAuth(principalOf(request), request.body)),
  );
  done();
};
export default weatherRoutes;
