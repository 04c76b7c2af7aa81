import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChecked } from '@sunfleet/contract/companies';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import {
  ZBatchDeleteQuery,
  ZChangeEnableQuery,
  ZFirmware,
  ZFirmwareCheckQuery,
  ZFirmwareListQuery,
  ZFirmwareProduct,
  ZFirmwareProductBody,
  ZFirmwareRelease,
  ZFirmwareReleaseQuery,
  ZGatewayFirmwareCheckQuery,
  ZHardwareQuery,
  ZInverterType,
  ZInverterTypeBody,
  ZInverterTypeCheckQuery,
  ZInverterTypeEditBody,
  ZInverterTypeMoveBody,
  ZProductCheckQuery,
  ZProductListQuery,
  type TFirmware,
  type TFirmwareKind,
} from '@sunfleet/contract/firmware';
import type { TPermission } from '@sunfleet/contract/permissions';
import { ZPage } from '@sunfleet/contract/paging';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { AppError, ok } from '../../plugins/envelope.ts';
import { ErrorCode } from '@sunfleet/contract/errors';
import { tenancyOf } from '../../tenancy.ts';
import { readFormUpload, registerUploadRoutes } from '../../uploads.ts';

const tags = ['firmware'];
const ZId = z.object({ id: z.uuid() });
const ZIdReply = z.object({ id: z.string() });
const can = (permission: TPermission) => ({ permission }) as const;
const formFields =
  'multipart: field `file` (.bin or .hex, at most 1.5 MB, checked by content), `fileName` (defaults to ' +
  "the file's), `softwareVersion`, `hardwareVersion`, `brand`, `productName`, `epn`, `typeId`, " +
  '`upgradeMode` (iap | isp), `changeLog`, `fromVersionMin`, `fromVersionMax`, `allowDowngrade`, `enabled`';

/**
 * The firmware library (spec 7, "Firmware and products"): images, the inverter-type tree and the
 * products, under the firmware permissions; the release log is public.
 */
const firmwareRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories, services }, done) => {
  const library = repositories.firmware;
  const firmware = services.firmware;

  const listRoute = (path: string, kind: TFirmwareKind, permission: TPermission) =>
    app.get(
      path,
      {
        config: can(permission),
        schema: {
          tags,
          summary: `The ${kind} firmware images the caller's company (and the platform) published, newest first`,
          querystring: ZFirmwareListQuery,
          response: { 200: ZEnvelope(ZPage(ZFirmware)) },
        },
      },
      async (request) =>
        ok(request, await library.list(tenancyOf(principalOf(request)), kind, request.query)),
    );
  listRoute('/api/v1/firmware/page', 'inverter', 'firmware.inverter.view');
  listRoute('/api/v1/firmware/gateway/page', 'gateway', 'firmware.gateway.view');

  const detailRoute = (path: string, kind: TFirmwareKind, permission: TPermission) =>
    app.get(
      path,
      {
        config: can(permission),
        schema: {
          tags,
          summary: `One ${kind} firmware image with its SHA-256 (code 3 when the caller cannot see it)`,
          params: ZId,
          response: { 200: ZEnvelope(ZFirmware) },
        },
      },
      async (request) => ok(request, await firmware.find(principalOf(request), kind, request.params.id)),
    );
  detailRoute('/api/v1/firmware/inverter/:id', 'inverter', 'firmware.inverter.view');
  detailRoute('/api/v1/firmware/gateway/:id', 'gateway', 'firmware.gateway.view');

  app.get(
    '/api/v1/firmware/versions',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'The public firmware release log (`/firmwareLogging`): published platform images, newest first',
        querystring: ZFirmwareReleaseQuery,
        response: { 200: ZEnvelope(ZPage(ZFirmwareRelease)) },
      },
    },
    async (request) => ok(request, await library.releases(request.query)),
  );

  app.get(
    '/api/v1/firmware/gateway/software',
    {
      config: can('firmware.gateway.view'),
      schema: {
        tags,
        summary: 'Enabled gateway images, newest first, optionally for one hardware version',
        querystring: z.object({ hardwareVersion: z.string().trim().max(40).optional() }),
        response: { 200: ZEnvelope(z.array(ZFirmware)) },
      },
    },
    async (request) =>
      ok(
        request,
        await library.enabled(tenancyOf(principalOf(request)), 'gateway', request.query.hardwareVersion),
      ),
  );

  app.get(
    '/api/v1/firmware/check',
    {
      config: can('firmware.management'),
      schema: {
        tags,
        summary:
          'Whether a file name (4000) and a software version (4002; code 4 when not above the latest) are free',
        querystring: ZFirmwareCheckQuery,
        response: { 200: ZEnvelope(ZChecked) },
      },
    },
    async (request) => ok(request, await firmware.check(principalOf(request), request.query, request.lang)),
  );

  app.get(
    '/api/v1/firmware/gateway/check',
    {
      config: can('firmware.gateway.view'),
      schema: {
        tags,
        summary: "A gateway's newest enabled image; 4001 when it already runs it, 305 when not visible",
        querystring: ZGatewayFirmwareCheckQuery,
        response: { 200: ZEnvelope(ZFirmware) },
      },
    },
    async (request) => ok(request, await firmware.checkGateway(principalOf(request), request.query.sn)),
  );

  app.get(
    '/api/v1/firmware/:id/changeEnable',
    {
      config: can('firmware.enable'),
      schema: {
        tags,
        summary: 'Enable or disable an image (after the page confirms); the first enable publishes it',
        params: ZId,
        querystring: ZChangeEnableQuery,
        response: { 200: ZEnvelope(ZFirmware) },
      },
    },
    async (request) => {
      const { enabled } = request.query;
      const flag = enabled === undefined ? undefined : enabled === '1';
      return ok(request, await firmware.changeEnable(principalOf(request), request.params.id, flag));
    },
  );

  app.get(
    '/api/v1/firmware/:id/delete',
    {
      config: can('firmware.delete'),
      schema: {
        tags,
        summary: 'Delete a disabled image (a published one is archived with its bytes)',
        params: ZId,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await firmware.remove(principalOf(request), [request.params.id], request.lang);
      return ok(request, null);
    },
  );

  app.get(
    '/api/v1/firmware/batchDelete',
    {
      config: can('firmware.delete'),
      schema: {
        tags,
        summary: 'Delete several disabled images, all or none (`ids` comma-separated)',
        querystring: ZBatchDeleteQuery,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await firmware.remove(principalOf(request), request.query.ids, request.lang);
      return ok(request, null);
    },
  );

  registerUploadRoutes(app, (uploads) => {
    const uploadRoute = (
      path: string,
      permission: TPermission,
      summary: string,
      save: (request: FastifyRequest) => Promise<TFirmware>,
    ) =>
      uploads.post(
        path,
        {
          config: can(permission),
          schema: {
            tags,
            summary: `${summary}; ${formFields}`,
            ...(path.includes(':id') ? { params: ZId } : {}),
            consumes: ['multipart/form-data'],
            response: { 200: ZEnvelope(ZFirmware) },
          },
        },
        async (request) => ok(request, await save(request)),
      );
    const formOf = (request: FastifyRequest) => readFormUpload(request, uploadLimits.firmware.maxBytes);

    uploadRoute(
      '/api/v1/firmware/save',
      'firmware.inverter.publish',
      'Upload an inverter image, or edit one with an `id` field',
      async (request) =>
        firmware.saveInverterImage(principalOf(request), await formOf(request), request.lang),
    );
    uploadRoute(
      '/api/v1/firmware/gateway/add',
      'firmware.gateway.publish',
      'Upload a gateway image',
      async (request) =>
        firmware.create(principalOf(request), 'gateway', await formOf(request), request.lang),
    );
    uploadRoute(
      '/api/v1/firmware/gateway/:id',
      'firmware.gateway.publish',
      "Edit a gateway image (a published image's bytes and version never change)",
      async (request) => {
        // The route's schema has parsed the id (code 4 when it is not one).
        const { id } = request.params as z.infer<typeof ZId>;
        return firmware.edit(principalOf(request), 'gateway', id, await formOf(request), request.lang);
      },
    );
  });

  // The inverter-type tree.

  app.get(
    '/api/v1/firmware/inverterTypes',
    {
      config: can('firmware.inverter.view'),
      schema: {
        tags,
        summary: 'The inverter-type tree: primary labels with their secondary labels',
        response: { 200: ZEnvelope(z.array(ZInverterType)) },
      },
    },
    async (request) => ok(request, await library.types(tenancyOf(principalOf(request)))),
  );

  app.get(
    '/api/v1/firmware/inverterType/check',
    {
      config: can('firmware.inverter.view'),
      schema: {
        tags,
        summary: 'Whether a label name is free at its place of the tree (code 4 when taken)',
        querystring: ZInverterTypeCheckQuery,
        response: { 200: ZEnvelope(ZChecked) },
      },
    },
    async (request) =>
      ok(request, await firmware.checkType(principalOf(request), request.query, request.lang)),
  );

  app.post(
    '/api/v1/firmware/inverterType/add',
    {
      config: can('firmware.inverter.publish'),
      schema: {
        tags,
        summary: 'Add a primary label, or a secondary one under `parentId`',
        body: ZInverterTypeBody,
        response: { 200: ZEnvelope(ZIdReply) },
      },
    },
    async (request) => ok(request, await firmware.addType(principalOf(request), request.body, request.lang)),
  );

  app.post(
    '/api/v1/firmware/inverterType/:id/edit',
    {
      config: can('firmware.inverter.publish'),
      schema: {
        tags,
        summary: 'Rename a label',
        params: ZId,
        body: ZInverterTypeEditBody,
        response: { 200: ZEnvelope(ZIdReply) },
      },
    },
    async (request) =>
      ok(
        request,
        await firmware.renameType(principalOf(request), request.params.id, request.body.name, request.lang),
      ),
  );

  app.post(
    '/api/v1/firmware/inverterType/:id/move',
    {
      config: can('firmware.move'),
      schema: {
        tags,
        summary: 'Move a secondary label under another primary one (refused when one of its name is there)',
        params: ZId,
        body: ZInverterTypeMoveBody,
        response: { 200: ZEnvelope(ZIdReply) },
      },
    },
    async (request) =>
      ok(
        request,
        await firmware.moveType(principalOf(request), request.params.id, request.body.parentId, request.lang),
      ),
  );

  app.post(
    '/api/v1/firmware/inverterType/:id/delete',
    {
      config: can('firmware.inverter.publish'),
      schema: {
        tags,
        summary: 'Delete a label without sub-labels, images or products',
        params: ZId,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await firmware.removeType(principalOf(request), request.params.id, request.lang);
      return ok(request, null);
    },
  );

  // Products and hardware.

  app.get(
    '/api/v1/hardware',
    {
      config: can('firmware.management'),
      schema: {
        tags,
        summary: "Hardware versions of a product, or of every product and image the caller's library knows",
        querystring: ZHardwareQuery,
        response: { 200: ZEnvelope(z.array(z.string())) },
      },
    },
    async (request) => ok(request, await library.hardware(tenancyOf(principalOf(request)), request.query)),
  );

  const productList = (path: string, kind: TFirmwareKind) =>
    app.get(
      path,
      {
        config: can('firmware.management'),
        schema: {
          tags,
          summary: `The ${kind} products, by name`,
          querystring: ZProductListQuery,
          response: { 200: ZEnvelope(z.array(ZFirmwareProduct)) },
        },
      },
      async (request) =>
        ok(request, await library.products(tenancyOf(principalOf(request)), kind, request.query.typeId)),
    );
  productList('/api/v1/product', 'gateway');
  productList('/api/v1/inverter/products', 'inverter');

  app.get(
    '/api/v1/product/:id',
    {
      config: can('firmware.management'),
      schema: { tags, summary: 'One product', params: ZId, response: { 200: ZEnvelope(ZFirmwareProduct) } },
    },
    async (request) => {
      const found = await library.findProduct(
        tenancyOf(principalOf(request)),
        undefined,
        request.params.id,
        'read',
      );
      if (!found) throw new AppError(ErrorCode.notFound);
      return ok(request, found.product);
    },
  );

  app.get(
    '/api/v1/inverter/product/check',
    {
      config: can('firmware.management'),
      schema: {
        tags,
        summary: 'Whether an inverter product name is free (code 4 when taken)',
        querystring: ZProductCheckQuery,
        response: { 200: ZEnvelope(ZChecked) },
      },
    },
    async (request) =>
      ok(
        request,
        await firmware.checkProduct(
          principalOf(request),
          'inverter',
          request.query.name,
          request.query.id,
          request.lang,
        ),
      ),
  );

  app.post(
    '/api/v1/product',
    {
      config: can('firmware.gateway.publish'),
      schema: {
        tags,
        summary: 'Add a gateway product, or edit one with `id`',
        body: ZFirmwareProductBody,
        response: { 200: ZEnvelope(ZFirmwareProduct) },
      },
    },
    async (request) =>
      ok(request, await firmware.saveProduct(principalOf(request), 'gateway', request.body, request.lang)),
  );

  app.post(
    '/api/v1/inverter/product',
    {
      config: can('firmware.inverter.publish'),
      schema: {
        tags,
        summary: 'Add an inverter product',
        body: ZFirmwareProductBody.omit({ id: true }),
        response: { 200: ZEnvelope(ZFirmwareProduct) },
      },
    },
    async (request) =>
      ok(request, await firmware.saveProduct(principalOf(request), 'inverter', request.body, request.lang)),
  );

  app.post(
    '/api/v1/inverter/products/:id',
    {
      config: can('firmware.inverter.publish'),
      schema: {
        tags,
        summary: 'Edit an inverter product',
        params: ZId,
        body: ZFirmwareProductBody.omit({ id: true }),
        response: { 200: ZEnvelope(ZFirmwareProduct) },
      },
    },
    async (request) =>
      ok(
        request,
        await firmware.saveProduct(
          principalOf(request),
          'inverter',
          { ...request.body, id: request.params.id },
          request.lang,
        ),
      ),
  );

  app.post(
    '/api/v1/inverter/products/:id/delete',
    {
      config: can('firmware.inverter.publish'),
      schema: {
        tags,
        summary: 'Delete an inverter product',
        params: ZId,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await firmware.removeProduct(principalOf(request), 'inverter', request.params.id);
      return ok(request, null);
    },
  );
  done();
};
export default firmwareRoutes;
