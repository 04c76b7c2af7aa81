import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBatchAdmission, ZCampaign, ZUpgradeCampaignBody } from '@sunfleet/contract/campaigns';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZFirmware } from '@sunfleet/contract/firmware';
import {
  ZBatchUpgradeBody,
  ZOfferedFirmwareQuery,
  ZUpgrade,
  ZUpgradeQuery,
} from '@sunfleet/contract/upgrades';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { deviceOf } from '../../plugins/resource-access.ts';

const tags = ['upgrades'];
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });
const ZIdParams = z.object({ id: z.string().min(1).max(64) });
const missingDevice = ErrorCode.inverterMissing;

/** A `Range: bytes=a-b` header read against a length; undefined when absent or not satisfiable. */
function rangeOf(header: string | undefined, length: number) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, length - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? length - 1 : Math.min(Number(match[2]), length - 1);
  return start <= end && start < length ? { start, end } : undefined;
}

/**
 * Remote upgrades (spec section 7 "Inverters" and "Gateways"; ADR 0046): the images a device is
 * offered, one upgrade with its progress and cancel, many as a campaign, and the download the
 * gateway makes with the signed URL its command carries. Starting or cancelling asks the operate
 * ability and the kind's upgrade permission (owners hold neither permission).
 */
const upgradeRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { upgrades } = services;

  app.get(
    '/api/v1/firmware',
    {
      config: { permission: 'inverter.view' },
      schema: {
        tags,
        summary:
          'The enabled images offered to an inverter or gateway (by SN): its model and hardware, its version within their from-range, newer (older only where allowed)',
        querystring: ZOfferedFirmwareQuery,
        response: { 200: ZEnvelope(z.array(ZFirmware)) },
      },
    },
    async (request) => ok(request, await upgrades.offeredBySn(principalOf(request), request.query.sn)),
  );

  for (const kind of ['inverter', 'gateway'] as const) {
    const path = kind === 'inverter' ? '/api/v1/inverter/:sn' : '/api/v1/gateway/:id';
    const params = kind === 'inverter' ? ZSnParams : ZIdParams;
    const permission = kind === 'inverter' ? 'inverter.upgrade' : 'gateway.upgrade';
    const view = kind === 'inverter' ? 'inverter.view' : 'gateway.view';
    const missing = kind === 'inverter' ? { missingDevice } : {};

    app.post(
      `${path}/upgrade`,
      {
        config: { permission, device: 'operate', ...missing },
        schema: {
          tags,
          summary: `Remote upgrade of the ${kind} to the image firmId (one it is offered, else 4003); refused while offline (602), locked (306) or upgrading (603)`,
          params,
          querystring: ZUpgradeQuery,
          response: { 200: ZEnvelope(ZUpgrade) },
        },
      },
      async (request) => {
        const caller = principalOf(request);
        const access = deviceOf(request);
        return ok(
          request,
          kind === 'inverter'
            ? await upgrades.startDevice(caller, access, request.query.firmId)
            : await upgrades.startGateway(caller, access, request.query.firmId),
        );
      },
    );

    app.post(
      `${path}/cutUpgrade`,
      {
        config: { permission, device: 'operate', ...missing },
        schema: {
          tags,
          summary: `Cancels the ${kind}'s running upgrade (4004 when none runs); a model that cannot stop shows "cancel failed"`,
          params,
          response: { 200: ZEnvelope(ZUpgrade) },
        },
      },
      async (request) => ok(request, await upgrades.cancel(principalOf(request), deviceOf(request))),
    );

    app.get(
      `${path}/upgrade/progress`,
      {
        config: { permission: view, device: 'view', ...missing },
        schema: {
          tags,
          summary: `The ${kind}'s newest upgrade: state (spec: downloading or sending file, upgrading, success, failure, cancelled, cancel failed), progress and audit rows; null before any`,
          params,
          response: { 200: ZEnvelope(ZUpgrade.nullable()) },
        },
      },
      async (request) => ok(request, await upgrades.progress(deviceOf(request))),
    );
  }

  app.post(
    '/api/v1/inverter/batchUpgrade',
    {
      config: { permission: 'inverter.upgrade' },
      schema: {
        tags,
        summary:
          'Upgrades up to 1,000 inverters to one image as a campaign of kind upgrade: its id, and per SN admitted (0) or why not (2, 306, 600, 4003)',
        body: ZBatchUpgradeBody,
        response: { 200: ZEnvelope(ZBatchAdmission) },
      },
    },
    async (request) =>
      ok(
        request,
        await upgrades.batch(
          principalOf(request),
          request.body.sns,
          request.body.firmId,
          false,
          request.lang,
        ),
      ),
  );

  app.post(
    '/api/v1/gateways/batch/upgrade',
    {
      config: { permission: 'gateway.upgrade', gateway: 'operate' },
      schema: {
        tags,
        summary:
          'Upgrades up to 1,000 gateways to one image as a campaign of kind upgrade: its id, and per SN admitted (0) or why not (2, 306, 4003)',
        body: ZBatchUpgradeBody,
        response: { 200: ZEnvelope(ZBatchAdmission) },
      },
    },
    async (request) =>
      ok(
        request,
        await upgrades.batch(principalOf(request), request.body.sns, request.body.firmId, true, request.lang),
      ),
  );

  app.post(
    '/api/v1/campaigns/upgrade',
    {
      // The image's kind decides which upgrade permission is needed: the service asks it.
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'A staged rollout: one enabled image to the gateways (a gateway image) or the inverters behind them selected by list or filter, with waves, pace, halt rule and window (2, 305, 307, 4003)',
        body: ZUpgradeCampaignBody,
        response: { 200: ZEnvelope(ZCampaign) },
      },
    },
    async (request) => ok(request, await upgrades.startCampaign(principalOf(request), request.body)),
  );

  app.get(
    '/api/v1/firmware/download/:gatewaySn/:firmwareId',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          "An image's bytes for the gateway whose upgrade command carries this signed URL, while that upgrade runs (ADR 0046); answers Range requests so a cut download resumes",
        params: z.object({ gatewaySn: z.string().min(1).max(64), firmwareId: z.uuid() }),
        querystring: z.object({ sig: z.string().min(1).max(128) }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const { file, sha256 } = await upgrades.download(
        request.params.gatewaySn,
        request.params.firmwareId,
        request.query.sig,
      );
      reply.type('application/octet-stream').header('accept-ranges', 'bytes').header('x-sha256', sha256);
      const range = rangeOf(request.headers.range, file.size);
      if (!range) return reply.header('content-length', file.size).send(file.stream());
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(file.stream(range));
    },
  );

  done();
};
export default upgradeRoutes;
