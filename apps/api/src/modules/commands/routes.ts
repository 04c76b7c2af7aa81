import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCommand,
  ZCommandListQuery,
  ZCommandPage,
  ZCommandStreamQuery,
  ZCommandWithEvents,
} from '@sunfleet/contract/commands';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';

const tags = ['commands'];
const ZIdParams = z.object({ id: z.uuid() });

/**
 * The command channel's generic calls: a command with its audit trail, the list, cancel, and the
 * live stream of commands' states. Commands are visible to whoever sees their gateway (the
 * devices module's rule); each screen that sends one checks its own permission.
 */
const commandRoutes: FastifyPluginCallbackZod<Container> = (
  app,
  { services, noticeStreams: streams },
  done,
) => {
  const { commands } = services;
  app.addHook('onClose', (_instance, closed) => {
    streams.closeAll();
    closed();
  });

  app.get(
    '/api/v1/command/:id',
    {
      config: { access: 'signedIn', command: 'view' },
      schema: {
        tags,
        summary: 'A command with its state and every change of state (audit trail)',
        params: ZIdParams,
        response: { 200: ZEnvelope(ZCommandWithEvents) },
      },
    },
    async (request) => ok(request, await commands.get(tenancyOf(principalOf(request)), request.params.id)),
  );

  app.post(
    '/api/v1/command/:id/cancel',
    {
      // Whoever may operate its device, and holds the permission its kind asks (gateway.restart …).
      config: { access: 'signedIn', command: 'operate' },
      schema: {
        tags,
        summary:
          'Cancels a command that is not final: queued, sent or acknowledged (307 once it succeeded, failed, timed out or was cancelled)',
        params: ZIdParams,
        response: { 200: ZEnvelope(ZCommand) },
      },
    },
    async (request) => {
      const caller = principalOf(request);
      return ok(request, await commands.cancel(tenancyOf(caller), request.params.id, caller.userId));
    },
  );

  app.get(
    '/api/v1/commands',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Commands to the gateways the caller sees, newest first, by gateway, device, kind and state',
        querystring: ZCommandListQuery,
        response: { 200: ZEnvelope(ZCommandPage) },
      },
    },
    async (request) => ok(request, await commands.list(tenancyOf(principalOf(request)), request.query)),
  );

  app.get(
    '/api/v1/commands/stream',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Server-sent events of commands: a `command` event carrying the command (as GET /command/{id}, without events) now and on every change of its state or progress',
        querystring: ZCommandStreamQuery,
      },
    },
    async (request, reply) => {
      const tenancy = tenancyOf(principalOf(request));
      const ids = new Set(
        await commands.visible(tenancy, request.query.ids).then((found) => found.map(({ id }) => id)),
      );
      await streams.open({
        request,
        reply,
        notice: 'command',
        event: 'command',
        keyOf: (notice) => (ids.has(notice.id) ? notice.id : undefined),
        read: (batch) => commands.visible(tenancy, batch),
        initial: [...ids],
      });
    },
  );
  done();
};
export default commandRoutes;
