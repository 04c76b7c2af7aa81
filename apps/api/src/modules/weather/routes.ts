import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZPlantWeather } from '@sunfleet/contract/weather';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { ZPlantParams } from '../plants/routes.ts';
import { createPlantsService } from '../plants/service.ts';
import { createWeatherRepository } from './repository.ts';

const tags = ['weather'];

/** Weather at a plant (later: the weather stations' own pages). */
const weatherRoutes: FastifyPluginCallbackZod<AppContext> = (app, context, done) => {
  const plants = createPlantsService(context);
  const weather = createWeatherRepository(context.db);

  app.get(
    '/api/v1/plant/meteorological/:id/realtime',
    {
      config: { permission: 'station.view' },
      schema: {
        tags,
        summary: "The newest reading of the plant's weather station (null without one)",
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZPlantWeather) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await weather.weather(plant.id));
    },
  );
  done();
};
export default weatherRoutes;
