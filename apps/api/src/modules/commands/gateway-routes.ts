import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCommand,
  ZDigitalOutputBody,
  ZGatewayBatchBody,
  ZGatewayCheckResult,
  ZGatewayCommandResult,
  ZGatewayDebugBody,
  ZGatewayDebugReply,
  ZGatewayDebugReplyQuery,
  ZGatewayDebugWriteBody,
  ZGatewayProtocolBody,
} from '@sunfleet/contract/commands';
import { remoteDebugAbility } from '@sunfleet/contract/abilities';
import { ZBatchAdmission } from '@sunfleet/contract/campaigns';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { gatewaysOf } from '../../plugins/resource-access.ts';
import { tenancyOf } from '../../tenancy.ts';

const tags = ['gateway commands'];
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });
const ZGsnsParams = z.object({ gsns: z.string().min(1).max(70_000) });
const commandReply = { 200: ZEnvelope(ZCommand) };

/**
 * Gateway commands of spec section 7 "Gateways" (docs/adr/0021). Each answers with the queued
 * command(s) at once; their progress follows through `GET /commands/stream` or `GET /command/{id}`.
 * `config.gateway: 'operate' | 'configure'` resolves the gateways named (305 when one is not the
 * caller's, 2 when the caller may not act on it; docs/device-abilities.md).
 */
const gatewayCommandRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { gatewayCommands } = services;
  /** The one gateway of an `:sn` route (resolved, so present). */
  const first = (request: Parameters<typeof gatewaysOf>[0]) => gatewaysOf(request)[0]!;
  const userOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  app.post(
    '/api/v1/gateway/:gsns/restart',
    {
      config: { permission: 'gateway.restart', gateway: 'operate' },
      schema: {
        tags,
        summary:
          'Restarts gateways (comma-separated SNs): one restart command each, answered per gateway (the command, or 306 locked, 308 queue full, 309 rate limit)',
        params: ZGsnsParams,
        response: { 200: ZEnvelope(z.array(ZGatewayCommandResult)) },
      },
    },
    async (request) =>
      ok(request, await gatewayCommands.restart(gatewaysOf(request), userOf(request), request.lang)),
  );

  app.post(
    '/api/v1/gateways/batch/check',
    {
      config: { permission: 'gateway.view' },
      schema: {
        tags,
        summary: 'For each SN whether a command can go to it now: 0, 305 (no such gateway), 306 (locked)',
        body: ZGatewayBatchBody,
        response: { 200: ZEnvelope(z.array(ZGatewayCheckResult)) },
      },
    },
    async (request) =>
      ok(
        request,
        await gatewayCommands.check(tenancyOf(principalOf(request)), request.body.sns, request.lang),
      ),
  );

  app.post(
    '/api/v1/gateways/batch/restart',
    {
      config: { permission: 'gateway.restart', gateway: 'operate' },
      schema: {
        tags,
        summary:
          'Restarts up to 1,000 gateways as a campaign (docs/adr/0040): its id, and per SN admitted (0) or refused with the reason (306 locked)',
        body: ZGatewayBatchBody,
        response: { 200: ZEnvelope(ZBatchAdmission) },
      },
    },
    async (request) =>
      ok(
        request,
        await services.campaigns.batchRestart(principalOf(request), gatewaysOf(request), request.lang),
      ),
  );

  app.post(
    '/api/v1/gateway/:sn/lock',
    {
      config: { permission: 'gateway.lock', gateway: 'operate' },
      schema: {
        tags,
        summary: 'Locks a gateway: it refuses every command but unlock (state locked)',
        params: ZSnParams,
        response: commandReply,
      },
    },
    async (request) => ok(request, await gatewayCommands.lock(first(request), userOf(request))),
  );

  app.post(
    '/api/v1/gateway/:sn/unlock',
    {
      config: { permission: 'gateway.lock', gateway: 'operate' },
      schema: {
        tags,
        summary: 'Unlocks a gateway (state unlocked)',
        params: ZSnParams,
        response: commandReply,
      },
    },
    async (request) => ok(request, await gatewayCommands.unlock(first(request), userOf(request))),
  );

  app.post(
    '/api/v1/gateway/:sn/settings/switch',
    {
      config: { permission: 'gateway.switch', gateway: 'configure' },
      schema: {
        tags,
        summary: "Closes (on) or opens the gateway's digital output",
        params: ZSnParams,
        body: ZDigitalOutputBody,
        response: commandReply,
      },
    },
    async (request) =>
      ok(request, await gatewayCommands.switchOutput(first(request), request.body, userOf(request))),
  );

  app.post(
    '/api/v1/gateway/updateGatewayProtocol',
    {
      config: { permission: 'gateway.protocol', gateway: 'configure' },
      schema: {
        tags,
        summary: 'Polls a device of the gateway with another protocol dictionary of its kind',
        body: ZGatewayProtocolBody,
        response: commandReply,
      },
    },
    async (request) =>
      ok(
        request,
        await gatewayCommands.changeProtocol(
          tenancyOf(principalOf(request)),
          first(request),
          request.body,
          userOf(request),
        ),
      ),
  );

  app.post(
    '/api/v1/gateway/:sn/debug',
    {
      config: { permission: 'inverter.debug', gateway: remoteDebugAbility(false) },
      schema: {
        tags,
        summary:
          'Remote debug: sends a raw Modbus read (03, 04; code, hex) to a device behind the gateway; the reply comes at GET /gate/{sn}/debug/reply. A write goes to /debug/write',
        params: ZSnParams,
        body: ZGatewayDebugBody,
        response: commandReply,
      },
    },
    async (request) =>
      ok(
        request,
        await gatewayCommands.debug(first(request), request.body, {
          userId: userOf(request),
          isWrite: false,
          lang: request.lang,
        }),
      ),
  );

  app.post(
    '/api/v1/gateway/:sn/debug/write',
    {
      // A write changes the device's settings: the configure ability, as remote settings ask.
      config: { permission: 'inverter.debug', gateway: remoteDebugAbility(true) },
      schema: {
        tags,
        summary:
          'Remote debug write: sends a raw Modbus write (06, 16; code, hex) to a device behind the gateway once the caller confirms it (confirm: true); the reply comes at GET /gate/{sn}/debug/reply',
        params: ZSnParams,
        body: ZGatewayDebugWriteBody,
        response: commandReply,
      },
    },
    async (request) =>
      ok(
        request,
        await gatewayCommands.debug(first(request), request.body, {
          userId: userOf(request),
          isWrite: true,
          lang: request.lang,
        }),
      ),
  );

  app.get(
    '/api/v1/gate/:sn/debug/reply',
    {
      config: { permission: 'inverter.debug', gateway: 'operate' },
      schema: {
        tags,
        summary:
          "A remote-debug command's state and the device's reply frame, decoded (waits up to `wait` ms)",
        params: ZSnParams,
        querystring: ZGatewayDebugReplyQuery,
        response: { 200: ZEnvelope(ZGatewayDebugReply) },
      },
    },
    async (request) =>
      ok(
        request,
        await gatewayCommands.debugReply(
          tenancyOf(principalOf(request)),
          first(request),
          request.query.id,
          request.query.wait,
        ),
      ),
  );
  done();
};
export default gatewayCommandRoutes;
