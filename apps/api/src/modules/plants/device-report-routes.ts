import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZDeviceReport, ZDeviceReportQuery } from '@sunfleet/contract/reports';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { createDeviceReportService } from './device-report.ts';
import { ZPlantParams } from './routes.ts';
import { createPlantsService } from './service.ts';

/**
 * The operation report per device (/workdata/list). The spec's per-device history calls
 * (`/inverter/{sn}/day|month|year`, the `/inverter/{grid|meter|battery}/…` family) answer one
 * device and one flow each; a plant's report needs every device and flow of a period at once.
 */
const deviceReportRoutes: FastifyPluginCallbackZod<AppContext> = (app, context, done) => {
  const plants = createPlantsService(context);
  const reports = createDeviceReportService(context.db);

  app.get(
    '/api/v1/plant/:id/device-report',
    {
      config: { permission: 'station.view' },
      schema: {
        tags: ['plant charts'],
        summary:
          "Each device's energy by role (kWh) and average power (kW) per hour of a day, day of a month or month of a year",
        params: ZPlantParams,
        querystring: ZDeviceReportQuery,
        response: { 200: ZEnvelope(ZDeviceReport) },
      },
    },
    async (request) => {
      const { plant } = await plants.access(principalOf(request), request.params.id);
      return ok(request, await reports.report(plant, request.query));
    },
  );
  done();
};
export default deviceReportRoutes;
