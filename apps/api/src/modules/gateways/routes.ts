import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZEvent } from '@sunfleet/contract/events';
import {
  ZCustomerOption,
  ZGateway,
  ZGatewayCounts,
  ZGatewayCreate,
  ZGatewayDetail,
  ZGatewayIdParams,
  ZGatewayImportQuery,
  ZGatewayKeyBody,
  ZGatewayList,
  ZGatewayListQuery,
  ZGatewaySheetFields,
  ZGatewaySheetResult,
  ZGatewaysCheckBody,
  ZWorkdata,
  ZWorkdataEventQuery,
  ZWorkdataQuery,
} from '@sunfleet/contract/gateways';
import { ZPage } from '@sunfleet/contract/paging';
import { ZGatewayCredentials } from '@sunfleet/contract/plants';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { readFormUpload, registerUploadRoutes } from '../../uploads.ts';

const tags = ['gateways'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZListFilters = ZGatewayListQuery.omit({ page: true, size: true });
const ZGatewayRef = z.object({ id: z.uuid(), sn: z.string() });

/**
 * Gateways (spec section 7 "Gateways", but the commands): list, counts, detail, download, import
 * one or a sheet, registration by the platform, unbind, delete, the wizard's check, a gateway's
 * readings and events over a period. Routes naming a gateway by id resolve it with the caller's
 * tenancy in the service (3 when not visible).
 */
const gatewayRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { gateways } = services;

  app.get(
    '/api/v1/gateways',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary:
          'The gateways you see, filtered by status, binding, plant name, customer, protocol and keyword (SN, model, owner, plant), with the counts of the filters by status and binding',
        querystring: ZGatewayListQuery,
        response: { 200: ZEnvelope(ZGatewayList) },
      },
    },
    async (request) => ok(request, await gateways.list(principalOf(request), request.query)),
  );

  app.get(
    '/api/v1/gateways/count',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary: 'How many gateways you see by status and binding (same filters as the list)',
        querystring: ZListFilters,
        response: { 200: ZEnvelope(ZGatewayCounts) },
      },
    },
    async (request) => ok(request, await gateways.counts(principalOf(request), request.query)),
  );

  app.get(
    '/api/v1/gateways/downLoad',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary: 'The list (same filters) as an .xlsx, at most 10,000 rows',
        querystring: ZListFilters,
        produces: [xlsxType],
      },
    },
    async (request, reply) => {
      const { filename, content } = await gateways.download(
        principalOf(request),
        request.query,
        request.lang,
      );
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(content);
    },
  );

  app.get(
    '/api/v1/gateway/import/template',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary:
          'The .xlsx template of the batch import and of registration: SN, Key, Model, Hardware version',
        produces: [xlsxType],
      },
    },
    async (_request, reply) =>
      reply
        .type(xlsxType)
        .header('content-disposition', 'attachment; filename="gateway-import-template.xlsx"')
        .send(gateways.template()),
  );

  app.get(
    '/api/v1/gateway/:id',
    {
      config: { permission: 'gateway.view', device: 'view' },
      schema: {
        tags,
        summary:
          'One gateway with its devices, recent uploads (decoded) and refusals, events and signal over the last day (3 when not yours)',
        params: ZGatewayIdParams,
        response: { 200: ZEnvelope(ZGatewayDetail) },
      },
    },
    async (request) =>
      ok(request, await gateways.detail(principalOf(request), request.params.id, request.lang)),
  );

  app.get(
    '/api/v1/gateway/:id/delete',
    {
      config: { permission: 'gateway.delete', device: 'delete' },
      schema: {
        tags,
        summary:
          "Delete a gateway: a company's goes back to the platform's stock, unbound; the platform's is removed with its devices (3 when not yours)",
        params: ZGatewayIdParams,
        response: { 200: ZEnvelope(ZGatewayRef) },
      },
    },
    async (request) => ok(request, await gateways.delete(principalOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/gateway/:id/unbind',
    {
      config: { permission: 'gateway.unbind', device: 'configure' },
      schema: {
        tags,
        summary:
          'Unbind a gateway from its plant; its devices leave the plant (needs the right to edit the plant)',
        params: ZGatewayIdParams,
        response: { 200: ZEnvelope(ZGateway) },
      },
    },
    async (request) => ok(request, await gateways.unbind(principalOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/customers/list',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary: "Your company's customers, to import a gateway for one or filter by one",
        response: { 200: ZEnvelope(z.array(ZCustomerOption)) },
      },
    },
    async (request) => ok(request, await gateways.customers(principalOf(request))),
  );

  app.post(
    '/api/v1/gateways/check',
    {
      config: { permission: 'gateway.import' },
      schema: {
        tags,
        summary:
          'Check SN and key pairs for an import without importing: each with its code (0, 4, 300, 301, 305)',
        body: ZGatewaysCheckBody,
        response: { 200: ZEnvelope(ZGatewaySheetResult) },
      },
    },
    async (request) =>
      ok(request, await gateways.checkPairs(principalOf(request), request.body.gateways, request.lang)),
  );

  app.post(
    '/api/v1/gateway/import/one/check',
    {
      config: { permission: 'gateway.import' },
      schema: {
        tags,
        summary:
          'Check one gateway for an import (300 wrong SN or key, 301 already used, 305 no such gateway)',
        querystring: ZGatewayImportQuery,
        body: ZGatewayCredentials,
        response: { 200: ZEnvelope(z.object({ sn: z.string() })) },
      },
    },
    async (request) =>
      ok(
        request,
        await gateways.checkOne(principalOf(request), request.body, request.query.customerId, request.lang),
      ),
  );

  app.post(
    '/api/v1/gateway/import/one',
    {
      config: { permission: 'gateway.import' },
      schema: {
        tags,
        summary: 'Import one gateway into your company, for one of its customers optionally (300, 301, 305)',
        querystring: ZGatewayImportQuery,
        body: ZGatewayCredentials,
        response: { 200: ZEnvelope(ZGateway) },
      },
    },
    async (request) =>
      ok(
        request,
        await gateways.importOne(principalOf(request), request.body, request.query.customerId, request.lang),
      ),
  );

  app.post(
    '/api/v1/gateway/:gatewaySn/check',
    {
      config: { permission: 'station.create' },
      schema: {
        tags,
        summary:
          'Plant wizard, step 1: may this gateway be bound to a new plant? (300 wrong SN or key, 301 already used, 305 no such gateway)',
        params: z.object({ gatewaySn: z.string().trim().min(1).max(64) }),
        body: ZGatewayKeyBody,
        response: { 200: ZEnvelope(z.object({ sn: z.string() })) },
      },
    },
    async (request) => {
      const sn = request.params.gatewaySn;
      await gateways.checkForBinding({ sn, key: request.body.key });
      return ok(request, { sn });
    },
  );

  app.post(
    '/api/v1/gateway/create',
    {
      config: { permission: 'sys.gateway.create' },
      schema: {
        tags,
        summary:
          'Register a gateway before it ships: SN, key, model, hardware version (301 when the SN exists)',
        body: ZGatewayCreate,
        response: { 200: ZEnvelope(ZGateway) },
      },
    },
    async (request) => ok(request, await gateways.create(request.body, request.lang)),
  );

  app.get(
    '/api/v1/workdata/dynamic',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary: "A gateway's devices' readings over a period of at most 31 days: 5-minute averages by value",
        querystring: ZWorkdataQuery,
        response: { 200: ZEnvelope(ZWorkdata) },
      },
    },
    async (request) =>
      ok(request, await gateways.workdata(principalOf(request), request.query, request.lang)),
  );

  app.get(
    '/api/v1/workdata/dynamic/download',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary: 'The same readings as an .xlsx (one row per device and 5 minutes)',
        querystring: ZWorkdataQuery,
        produces: [xlsxType],
      },
    },
    async (request, reply) => {
      const { filename, content } = await gateways.workdataDownload(
        principalOf(request),
        request.query,
        request.lang,
      );
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(content);
    },
  );

  app.get(
    '/api/v1/workdata/event',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary: 'Events of a gateway and its devices opened within a period, newest first',
        querystring: ZWorkdataEventQuery,
        response: { 200: ZEnvelope(ZPage(ZEvent)) },
      },
    },
    async (request) =>
      ok(request, await gateways.workdataEvents(principalOf(request), request.query, request.lang)),
  );

  registerUploadRoutes(app, (uploads) => {
    const form = {
      consumes: ['multipart/form-data'],
      response: { 200: ZEnvelope(ZGatewaySheetResult) },
    };
    const fileNote = `one \`file\` (.xlsx or .xls, at most ${uploadLimits.importSheet.maxBytes / 1024 / 1024} MB, columns SN and Key)`;

    uploads.post(
      '/api/v1/gateway/import/check',
      {
        config: { permission: 'gateway.import' },
        schema: {
          tags,
          summary: `Check every row of an import sheet (0, 4, 300, 301, 305 per row): ${fileNote}`,
          ...form,
        },
      },
      async (request) => {
        const { upload } = await readFormUpload(request, uploadLimits.importSheet.maxBytes);
        return ok(request, await gateways.checkSheet(principalOf(request), upload, request.lang));
      },
    );

    uploads.post(
      '/api/v1/gateway/import/batch',
      {
        config: { permission: 'gateway.import' },
        schema: {
          tags,
          summary: `Import the valid rows of a sheet into your company (each row with its result): ${fileNote}; optional field \`customerId\``,
          ...form,
        },
      },
      async (request) => {
        const { upload, fields } = await readFormUpload(request, uploadLimits.importSheet.maxBytes);
        const { customerId } = ZGatewaySheetFields.parse(fields);
        return ok(
          request,
          await gateways.importSheet(principalOf(request), upload, customerId, request.lang),
        );
      },
    );

    uploads.post(
      '/api/v1/gateway/batch',
      {
        config: { permission: 'sys.gateway.create' },
        schema: {
          tags,
          summary: `Register the valid rows of a sheet (SN, Key, Model, Hardware version; 4 or 301 per refused row): ${fileNote}`,
          ...form,
        },
      },
      async (request) => {
        const { upload } = await readFormUpload(request, uploadLimits.importSheet.maxBytes);
        return ok(request, await gateways.createSheet(upload, request.lang));
      },
    );
  });
  done();
};
export default gatewayRoutes;
