import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import {
  ZDeviceReport,
  ZDeviceReportQuery,
  ZGenerationDownloadQuery,
  ZParamCatalogue,
  ZParamHistory,
  ZParamHistoryQuery,
} from '@sunfleet/contract/reports';
import type { Container } from '../../container.ts';
import { sendXlsx, xlsxType } from './xlsx-reply.ts';
import { ok } from '../../plugins/envelope.ts';
import { plantOf } from '../../plugins/resource-access.ts';
import { ZPlantParams } from '../plants/routes.ts';

const tags = ['reports'];

/**
 * Operation data: the yearly yield download, and the operation report per device (/workdata/list).
 * The spec's per-device history calls
 * (`/inverter/{sn}/day|month|year`, the `/inverter/{grid|meter|battery}/…` family) answer one
 * device and one flow each; a plant's report needs every device and flow of a period at once.
 */
const reportRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { deviceReport, yieldDownload, paramHistory } = services;

  app.get(
    '/api/v1/plant/:id/params',
    {
      config: { permission: 'workdata.view', plant: 'view' },
      schema: {
        tags,
        summary: 'Each device of the plant with the values whose history can be charted (at most 30 each)',
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZParamCatalogue) },
      },
    },
    async (request) => ok(request, await paramHistory.catalogue(plantOf(request).plant, request.lang)),
  );

  app.get(
    '/api/v1/plant/:id/params/history',
    {
      config: { permission: 'workdata.view', plant: 'view' },
      schema: {
        tags,
        summary: "Up to 6 values of one device every 5 minutes over at most 31 of the plant's local days",
        params: ZPlantParams,
        querystring: ZParamHistoryQuery,
        response: { 200: ZEnvelope(ZParamHistory) },
      },
    },
    async (request) =>
      ok(request, await paramHistory.history(plantOf(request).plant, request.query, request.lang)),
  );

  app.get(
    '/api/v1/plant/:id/device-report',
    {
      config: { permission: 'station.view', plant: 'view' },
      schema: {
        tags,
        summary:
          "Each device's energy by role (kWh) and average power (kW) per hour of a day, day of a month or month of a year",
        params: ZPlantParams,
        querystring: ZDeviceReportQuery,
        response: { 200: ZEnvelope(ZDeviceReport) },
      },
    },
    async (request) => ok(request, await deviceReport.report(plantOf(request).plant, request.query)),
  );

  app.get(
    '/api/v1/plant/generation/download',
    {
      config: { permission: 'station.view', plant: 'view' },
      schema: {
        tags,
        summary: "An .xlsx of a year's actual yield, expected yield and income by month",
        querystring: ZGenerationDownloadQuery,
        produces: [xlsxType],
      },
    },
    async (request, reply) =>
      sendXlsx(reply, await yieldDownload.download(plantOf(request).plant, request.query.year)),
  );
  done();
};
export default reportRoutes;
