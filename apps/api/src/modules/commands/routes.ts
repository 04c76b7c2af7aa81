import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCommand,
  ZCommandListQuery,
  ZCommandPage,
  ZCommandStreamQuery,
  ZCommandWithEvents,
  type TCommand,
} from '@sunfleet/contract/commands';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { TCommandNotice } from '@sunfleet/db/channel';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import { heartbeatMs, startEventStream } from '../telemetry/realtime.ts';

const tags = ['commands'];
const ZIdParams = z.object({ id: z.uuid() });

/**
 * The command channel's generic calls: a command with its audit trail, the list, cancel, and the
 * live stream of commands' states. Commands are visible to whoever sees their gateway (the
 * devices module's rule); each screen that sends one checks its own permission.
 */
const commandRoutes: FastifyPluginCallbackZod<Container> = (app, { services, commandFeed }, done) => {
  const { commands } = services;
  const open = new Set<() => void>();
  app.addHook('onClose', (_instance, closed) => {
    for (const close of [...open]) close();
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
        summary: 'Cancels a command not yet sent (307 once sent)',
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
      const current = await commands.visible(tenancy, [...ids]);
      const stream = startEventStream(reply);
      let isClosed = false;
      const send = (command: TCommand) => {
        if (!isClosed) stream.write(`event: command\ndata: ${JSON.stringify(command)}\n\n`);
      };
      for (const command of current) send(command);
      // Notices that arrive while a read runs are gathered and read together.
      const waiting = new Set<string>();
      let isReading = false;
      const readWaiting = () => {
        if (isReading || waiting.size === 0) return;
        isReading = true;
        const batch = [...waiting];
        waiting.clear();
        commands
          .visible(tenancy, batch)
          .then((changed) => changed.forEach(send))
          .catch((error: unknown) => request.log.warn({ err: error }, 'command stream not pushed'))
          .finally(() => {
            isReading = false;
            readWaiting();
          });
      };
      const onNotice = (notice: TCommandNotice) => {
        if (!ids.has(notice.id)) return;
        waiting.add(notice.id);
        readWaiting();
      };
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), heartbeatMs);
      const close = () => {
        isClosed = true;
        clearInterval(heartbeat);
        commandFeed?.off('command', onNotice);
        open.delete(close);
        stream.end();
      };
      commandFeed?.on('command', onNotice);
      open.add(close);
      request.raw.on('close', close);
    },
  );
  done();
};
export default commandRoutes;
