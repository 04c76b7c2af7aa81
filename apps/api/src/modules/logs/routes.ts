import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import {
  ZCommunicationEntry,
  ZCommunicationQuery,
  ZDebugEntry,
  ZDebugQuery,
  ZLogContent,
  ZLogContentQuery,
  ZLogDownloadQuery,
  ZMaintenanceEntry,
  ZMaintenanceQuery,
} from '@sunfleet/contract/logs';
import { ZPage } from '@sunfleet/contract/paging';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { AppError, ok } from '../../plugins/envelope.ts';
import { deviceOf, plantOf } from '../../plugins/resource-access.ts';
import { tenancyOf } from '../../tenancy.ts';
import { communicationWorkbook, debugWorkbook, maintenanceWorkbook } from './workbook.ts';

const tags = ['logs'];
/** Every log is behind the maintenance-log menu (spec section 2: /log/uphold). */
const canView = { permission: 'logger.upgrade.record' } as const;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });
const ZPlantMaintenanceQuery = ZMaintenanceQuery.extend({ plantId: z.uuid() });

/**
 * The logs (spec section 7 "Logs"): the maintenance log (`/logger`, of a plant, of a device), the
 * communication log (`/logger/page`, one upload's content), the debug log (`/logger/debug`, the
 * command channel's remote debug commands) and the downloads.
 * Every list reads only what the caller's tenancy sees, in the repository's WHERE clause.
 */
const logRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories }, done) => {
  const { logs } = repositories;

  app.get(
    '/api/v1/logger',
    {
      config: canView,
      schema: {
        tags,
        summary:
          'The maintenance log: who bound, unbound, replaced, imported or commanded what, newest first',
        querystring: ZMaintenanceQuery,
        response: { 200: ZEnvelope(ZPage(ZMaintenanceEntry)) },
      },
    },
    async (request) =>
      ok(request, await logs.maintenance(tenancyOf(principalOf(request)), request.query, request.lang)),
  );

  app.get(
    '/api/v1/logger/plant',
    {
      config: { ...canView, plant: 'view' },
      schema: {
        tags,
        summary: 'The maintenance log of one plant, newest first',
        querystring: ZPlantMaintenanceQuery,
        response: { 200: ZEnvelope(ZPage(ZMaintenanceEntry)) },
      },
    },
    async (request) => {
      const query = { ...request.query, plantId: plantOf(request).plant.id };
      return ok(request, await logs.maintenance(tenancyOf(principalOf(request)), query, request.lang));
    },
  );

  app.get(
    '/api/v1/logger/getInverterLogger/:sn',
    {
      config: { ...canView, device: 'view' },
      schema: {
        tags,
        summary: 'The maintenance log of one device or gateway by SN, newest first',
        params: ZSnParams,
        querystring: ZMaintenanceQuery.omit({ deviceSn: true, gatewaySn: true }),
        response: { 200: ZEnvelope(ZPage(ZMaintenanceEntry)) },
      },
    },
    async (request) => {
      const { kind, sn } = deviceOf(request);
      const query = { ...request.query, ...(kind === 'gateway' ? { gatewaySn: sn } : { deviceSn: sn }) };
      return ok(request, await logs.maintenance(tenancyOf(principalOf(request)), query, request.lang));
    },
  );

  app.get(
    '/api/v1/logger/page',
    {
      config: canView,
      schema: {
        tags,
        summary:
          "The communication log: each gateway's uploads with their counts and every refusal with its reason",
        querystring: ZCommunicationQuery,
        response: { 200: ZEnvelope(ZPage(ZCommunicationEntry)) },
      },
    },
    async (request) => ok(request, await logs.communication(tenancyOf(principalOf(request)), request.query)),
  );

  app.get(
    '/api/v1/logger/content',
    {
      config: canView,
      schema: {
        tags,
        summary: 'One communication-log row and the readings its upload carried (while raw frames are kept)',
        querystring: ZLogContentQuery,
        response: { 200: ZEnvelope(ZLogContent) },
      },
    },
    async (request) => {
      const content = await logs.content(tenancyOf(principalOf(request)), request.query.id);
      if (!content) throw new AppError(ErrorCode.notFound);
      return ok(request, content);
    },
  );

  app.get(
    '/api/v1/logger/debug',
    {
      config: canView,
      schema: {
        tags,
        summary:
          'The debug log: remote debug requests (raw Modbus frames, register reads and writes) with their replies',
        querystring: ZDebugQuery,
        response: { 200: ZEnvelope(ZPage(ZDebugEntry)) },
      },
    },
    async (request) => ok(request, await logs.debug(tenancyOf(principalOf(request)), request.query)),
  );

  app.get(
    '/api/v1/logger/download',
    {
      config: canView,
      schema: {
        tags,
        summary: 'An .xlsx of a log with the filters of its screen (at most 10,000 rows, newest first)',
        querystring: ZLogDownloadQuery,
        produces: [xlsxType],
      },
    },
    async (request, reply) => {
      const tenancy = tenancyOf(principalOf(request));
      const { log, ...filter } = request.query;
      const workbooks = {
        maintenance: async () =>
          maintenanceWorkbook(await logs.maintenanceExport(tenancy, filter, request.lang), request.lang),
        communication: async () =>
          communicationWorkbook(await logs.communicationExport(tenancy, filter), request.lang),
        debug: async () => debugWorkbook(await logs.debugExport(tenancy, filter), request.lang),
      };
      const content = await workbooks[log]();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${log}-log-${day}.xlsx"`)
        .send(content);
    },
  );
  done();
};
export default logRoutes;
