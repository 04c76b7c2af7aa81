import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import {
  ZCancelShareBody,
  ZGatewayCredentials,
  ZPictureResult,
  ZPlantContacts,
  ZPlantCreate,
  ZPlantDetail,
  ZPlantFilterQuery,
  ZPlantIncome,
  ZPlantInfo,
  ZPlantList,
  ZPlantListQuery,
  ZPlantMapQuery,
  ZPlantMarker,
  ZPlantOption,
  ZPlantUpdate,
  ZShareBody,
  ZShareUser,
  ZStatusCounts,
  ZTransferBody,
  ZTransferQuery,
  coordinatesMessage,
  type TPlantDetail,
} from '@sunfleet/contract/plants';
import type { TLang } from '@sunfleet/contract/lang';
import { uploadLimits, firstFailure } from '@sunfleet/contract/validators';
import type { Container } from '../../container.ts';
import { principalOf, type TPrincipal } from '../../plugins/authentication.ts';
import { AppError, ok, sendRefusal } from '../../plugins/envelope.ts';
import { plantOf } from '../../plugins/resource-access.ts';
import { readFormUpload, registerUploadRoutes } from '../../uploads.ts';
import type { TPlantAccess } from './service.ts';

export const ZPlantParams = z.object({ id: z.uuid() });
const ZUserParams = z.object({ id: z.uuid() });
const tags = ['plants'];
const stationView = { permission: 'station.view' } as const;

/** The fleet list, creation, edit, delete, gateway replacement, sharing and transfer of plants. */
const plantRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { plants } = services;

  // A bad latitude or longitude has its own code (10) rather than the general 4 (spec section 8).
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof z.ZodError && error.issues[0]?.message === coordinatesMessage) {
      return sendRefusal(
        request,
        reply,
        new AppError(ErrorCode.badCoordinates, {}, firstFailure(error, request.lang)),
      );
    }
    throw error;
  });

  app.get(
    '/api/v1/plants',
    {
      config: { permission: 'station.view' },
      schema: {
        tags,
        summary: 'The fleet list: a page of plants with live numbers, and status counts of all that match',
        querystring: ZPlantListQuery,
        response: { 200: ZEnvelope(ZPlantList) },
      },
    },
    async (request) => ok(request, await plants.list(principalOf(request), request.query)),
  );

  app.get(
    '/api/v1/plants/map',
    {
      config: { permission: 'station.view' },
      schema: {
        tags,
        summary: 'Every visible plant that has a position, for the map',
        querystring: ZPlantMapQuery,
        response: { 200: ZEnvelope(z.array(ZPlantMarker)) },
      },
    },
    async (request) => ok(request, await plants.markers(principalOf(request), request.query)),
  );

  app.get(
    '/api/v1/plant/filter',
    {
      config: { permission: 'station.view' },
      schema: {
        tags,
        summary: 'Plants by name for pickers (reports, filters)',
        querystring: ZPlantFilterQuery,
        response: { 200: ZEnvelope(z.array(ZPlantOption)) },
      },
    },
    async (request) => ok(request, await plants.options(principalOf(request), request.query)),
  );

  app.get(
    '/api/v1/overview/plantCount',
    {
      config: stationView,
      schema: {
        tags,
        summary: 'Every plant you see, by status',
        response: { 200: ZEnvelope(ZStatusCounts) },
      },
    },
    async (request) => ok(request, await plants.statusCounts(principalOf(request))),
  );

  app.get(
    '/api/v1/user/:id/plantCount',
    {
      config: stationView,
      schema: {
        tags,
        summary: 'Plants a user owns or is shared, by status, as far as you see them',
        params: ZUserParams,
        response: { 200: ZEnvelope(ZStatusCounts) },
      },
    },
    async (request) => ok(request, await plants.userStatusCounts(principalOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/plant',
    {
      config: { permission: 'station.create' },
      schema: {
        tags,
        summary:
          'Create a plant and bind its gateway (300 wrong SN or key, 301 gateway already used, 305 no such gateway, 10 bad coordinates)',
        body: ZPlantCreate,
        response: { 200: ZEnvelope(ZPlantDetail) },
      },
    },
    async (request) => ok(request, await plants.create(principalOf(request), request.body, request.lang)),
  );

  registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/v1/plant/thumbnail',
      {
        config: { permission: 'station.view' },
        schema: {
          tags,
          summary:
            'Upload a plant picture: multipart field `file`, JPG, JPEG or PNG by content, at most 10 MB',
          consumes: ['multipart/form-data'],
          response: { 200: ZEnvelope(ZPictureResult) },
        },
      },
      async (request) => {
        const { upload } = await readFormUpload(request, uploadLimits.plantPicture.maxBytes);
        return ok(request, await plants.savePicture(principalOf(request), upload, request.lang));
      },
    );
  });

  app.get(
    '/api/v1/plant/:id',
    {
      config: { permission: 'station.view', plant: 'view' },
      schema: {
        tags,
        summary: 'One plant with every field of its forms, its gateways and your role (700 when not visible)',
        params: ZPlantParams,
        response: { 200: ZEnvelope(ZPlantDetail) },
      },
    },
    async (request) => ok(request, await plants.detail(plantOf(request))),
  );

  app.post(
    '/api/v1/plant/:id',
    {
      config: { permission: 'station.edit', plant: 'edit' },
      schema: {
        tags,
        summary: 'Edit every field of a plant but its gateway (owners, managers, staff)',
        params: ZPlantParams,
        body: ZPlantUpdate,
        response: { 200: ZEnvelope(ZPlantDetail) },
      },
    },
    async (request) =>
      ok(request, await plants.update(principalOf(request), plantOf(request), request.body, request.lang)),
  );

  /** `/plant/{id}/<part>`: each part of a plant is edited alone, with its own body and service call. */
  function editPartRoute<TBody extends z.ZodType>(
    part: string,
    summary: string,
    body: TBody,
    save: (
      caller: TPrincipal,
      target: TPlantAccess,
      body: z.output<TBody>,
      lang: TLang,
    ) => Promise<TPlantDetail>,
  ) {
    app.post(
      `/api/v1/plant/:id/${part}`,
      {
        config: { permission: 'station.edit', plant: 'edit' },
        schema: { tags, summary, params: ZPlantParams, body, response: { 200: ZEnvelope(ZPlantDetail) } },
      },
      async (request) =>
        ok(
          request,
          await save(principalOf(request), plantOf(request), request.body as z.output<TBody>, request.lang),
        ),
    );
  }
  editPartRoute(
    'info',
    'Edit name, type, capacity, date, location, investment and picture',
    ZPlantInfo,
    (...args) => plants.updateInfo(...args),
  );
  editPartRoute(
    'income',
    'Set the tariff: constant price, time-of-use, or by use of the generation',
    ZPlantIncome,
    (caller, target, body) => plants.updateIncome(caller, target, body),
  );
  editPartRoute('contacts', 'Set contact, phone and installer', ZPlantContacts, (caller, target, body) =>
    plants.updateContacts(caller, target, body),
  );
  editPartRoute(
    'gateway',
    'Replace the gateway: bind the new one (300, 301, 305), then unbind the old one',
    ZGatewayCredentials,
    (caller, target, body) => plants.replaceGateway(caller, target, body),
  );

  app.post(
    '/api/v1/plant/:id/delete',
    {
      config: { permission: 'station.delete', plant: 'delete' },
      schema: {
        tags,
        summary: 'Delete a plant and its data; its gateways stay, unbound',
        params: ZPlantParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await plants.delete(plantOf(request), principalOf(request));
      return ok(request, null);
    },
  );

  app.get(
    '/api/v1/plant/:id/getShareUsers',
    {
      config: { permission: 'station.view', plant: 'view' },
      schema: {
        tags,
        summary: 'Accounts the plant is shared with (owner and staff)',
        params: ZPlantParams,
        response: { 200: ZEnvelope(z.array(ZShareUser)) },
      },
    },
    async (request) => ok(request, await plants.shareUsers(plantOf(request))),
  );

  app.post(
    '/api/v1/plant/:id/share',
    {
      config: { permission: 'station.share', plant: 'view' },
      schema: {
        tags,
        summary:
          'Share with a customer account as visitor or manager; only the owner (701 yourself, 702 company user, 703 company plant)',
        params: ZPlantParams,
        body: ZShareBody,
        response: { 200: ZEnvelope(z.array(ZShareUser)) },
      },
    },
    async (request) => ok(request, await plants.share(principalOf(request), plantOf(request), request.body)),
  );

  app.post(
    '/api/v1/plant/:id/cancelShare',
    {
      config: { permission: 'station.share', plant: 'share' },
      schema: {
        tags,
        summary: 'End a share',
        params: ZPlantParams,
        body: ZCancelShareBody,
        response: { 200: ZEnvelope(z.array(ZShareUser)) },
      },
    },
    async (request) => ok(request, await plants.cancelShare(plantOf(request), request.body.userId)),
  );

  app.post(
    '/api/v1/plant/:id/transfer',
    {
      config: { permission: 'station.transfer', plant: 'transfer' },
      schema: {
        tags,
        summary:
          'Transfer to another customer account (query `account`) with your password; 108 wrong password, 701 to yourself, 704 Transfer failure',
        params: ZPlantParams,
        querystring: ZTransferQuery,
        body: ZTransferBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await plants.transfer(
        principalOf(request),
        plantOf(request),
        request.query.account,
        request.body.password,
      );
      return ok(request, null);
    },
  );
  done();
};
export default plantRoutes;
