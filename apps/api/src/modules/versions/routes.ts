import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChecked } from '@sunfleet/contract/companies';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZPage } from '@sunfleet/contract/paging';
import {
  ZVersion,
  ZVersionBody,
  ZVersionCheckQuery,
  ZVersionListQuery,
  ZVersionNumber,
} from '@sunfleet/contract/versions';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { AppError, ok } from '../../plugins/envelope.ts';

const tags = ['versions'];
const ZId = z.object({ id: z.uuid() });
const signedIn = { access: 'signedIn' } as const;
const publish = { permission: 'sys.version.publish' } as const;

/** The system version log: every signed-in user reads it, the platform publishes it. */
const versionRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories, services }, done) => {
  const log = repositories.versions;
  const service = services.versions;

  app.get(
    '/api/v1/versions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Version records, newest first, by type or keyword',
        querystring: ZVersionListQuery,
        response: { 200: ZEnvelope(ZPage(ZVersion)) },
      },
    },
    async (request) => ok(request, await log.list(request.query)),
  );

  app.get(
    '/api/v1/version',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One version record by its number (code 3 when none has it)',
        querystring: z.object({ number: ZVersionNumber }),
        response: { 200: ZEnvelope(ZVersion) },
      },
    },
    async (request) => {
      const version = await log.findByNumber(request.query.number);
      if (!version) throw new AppError(ErrorCode.notFound);
      return ok(request, version);
    },
  );

  app.get(
    '/api/v1/version/timeline',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Every version record, newest first',
        response: { 200: ZEnvelope(z.array(ZVersion)) },
      },
    },
    async (request) => ok(request, await log.all()),
  );

  app.get(
    '/api/v1/version/latest',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The latest released version ("what\'s new"), or null',
        response: { 200: ZEnvelope(ZVersion.nullable()) },
      },
    },
    async (request) => ok(request, await log.latest()),
  );

  app.get(
    '/api/v1/version/check',
    {
      config: publish,
      schema: {
        tags,
        summary: 'Whether a version number is free (code 4 on `number` when taken)',
        querystring: ZVersionCheckQuery,
        response: { 200: ZEnvelope(ZChecked) },
      },
    },
    async (request) => ok(request, await service.check(request.query.number, request.query.id, request.lang)),
  );

  app.get(
    '/api/v1/version/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'One version record', params: ZId, response: { 200: ZEnvelope(ZVersion) } },
    },
    async (request) => ok(request, await service.find(request.params.id)),
  );

  app.post(
    '/api/v1/version',
    {
      config: publish,
      schema: {
        tags,
        summary: 'Publish a version record (platform)',
        body: ZVersionBody,
        response: { 200: ZEnvelope(ZVersion) },
      },
    },
    async (request) => ok(request, await service.publish(principalOf(request), request.body, request.lang)),
  );

  app.post(
    '/api/v1/version/:id',
    {
      config: publish,
      schema: {
        tags,
        summary: 'Correct a version record (platform)',
        params: ZId,
        body: ZVersionBody,
        response: { 200: ZEnvelope(ZVersion) },
      },
    },
    async (request) => ok(request, await service.edit(request.params.id, request.body, request.lang)),
  );

  app.get(
    '/api/v1/version/:id/delete',
    {
      config: publish,
      schema: {
        tags,
        summary: 'Delete a version record (platform; a GET as the portal calls it)',
        params: ZId,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return ok(request, null);
    },
  );
  done();
};
export default versionRoutes;
