import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZPlantWeather } from '@sunfleet/contract/weather';
import type { Container } from '../../container.ts';
import { ok } from '../../plugins/envelope.ts';
import { plantOf } from '../../plugins/resource-access.ts';
import { ZPlantParams } from '../plants/routes.ts';

const tags = ['weather'];

/** Weather at a plant (later: the weather stations' own pages). */
const weatherRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories }, done) => {
  const { weather } = repositories;

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
  done();
};
export default weatherRoutes;
