import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCampaign,
  ZCampaignHistoryQuery,
  ZCampaignListQuery,
  ZCampaignPage,
  ZCampaignPreview,
  ZCampaignPreviewBody,
  ZCampaignTargetPage,
  ZCampaignTargetQuery,
  ZCampaignWithEvents,
  ZRestartCampaignBody,
  ZSettingsCampaignBody,
} from '@sunfleet/contract/campaigns';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import { historyTypes } from './history-file.ts';

const tags = ['campaigns'];
const ZIdParams = z.object({ id: z.uuid() });
const campaignReply = { 200: ZEnvelope(ZCampaign) };

/**
 * Campaigns (docs/adr/0040, 0047): preview the targets of a selection, start one (restart gateways,
 * write settings to inverters), read it with its progress and targets, export its per-device history, steer it (pause, resume, cancel, retry the failed) and follow it
 * live. Starting declares the kind's permission; reading needs only to see the campaign (its
 * creator's company); steering checks the kind's permission in the service, as the route cannot
 * know the kind before the campaign is read.
 */
const campaignRoutes: FastifyPluginCallbackZod<Container> = (app, { services, noticeStreams }, done) => {
  const { campaigns } = services;
  app.addHook('onClose', (_instance, closed) => {
    noticeStreams.closeAll();
    closed();
  });

  app.post(
    '/api/v1/campaigns/restart',
    {
      config: { permission: 'gateway.restart' },
      schema: {
        tags,
        summary: 'Restarts gateways (a list of SNs or a filter) as a campaign: waves, pace, halt rule',
        body: ZRestartCampaignBody,
        response: campaignReply,
      },
    },
    async (request) => ok(request, await campaigns.startRestart(principalOf(request), request.body)),
  );

  app.post(
    '/api/v1/campaigns/settings',
    {
      config: { permission: 'inverter.setting' },
      schema: {
        tags,
        summary:
          "Writes one settings page's values to inverters (a list or a filter) as a campaign; a device they do not fit is skipped with the reason",
        body: ZSettingsCampaignBody,
        response: campaignReply,
      },
    },
    async (request) => ok(request, await campaigns.startSettings(principalOf(request), request.body)),
  );

  app.post(
    '/api/v1/campaigns/preview',
    {
      // The kind's permission is checked in the service: the route cannot know the kind before the body.
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          "The targets a selection (a list or a filter) resolves to for a campaign kind, with the caller's abilities: how many, how many left out, the first 20",
        body: ZCampaignPreviewBody,
        response: { 200: ZEnvelope(ZCampaignPreview) },
      },
    },
    async (request) => ok(request, await campaigns.preview(principalOf(request), request.body)),
  );

  app.get(
    '/api/v1/campaigns',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Campaigns the caller sees, newest first, with their progress counts',
        querystring: ZCampaignListQuery,
        response: { 200: ZEnvelope(ZCampaignPage) },
      },
    },
    async (request) => ok(request, await campaigns.list(principalOf(request), request.query)),
  );

  app.get(
    '/api/v1/campaigns/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'A campaign with its progress counts and audit trail',
        params: ZIdParams,
        response: { 200: ZEnvelope(ZCampaignWithEvents) },
      },
    },
    async (request) => ok(request, await campaigns.get(principalOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/campaigns/:id/targets',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "A page of a campaign's targets in release order: state, commands, attempts, error",
        params: ZIdParams,
        querystring: ZCampaignTargetQuery,
        response: { 200: ZEnvelope(ZCampaignTargetPage) },
      },
    },
    async (request) =>
      ok(request, await campaigns.targets(principalOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/v1/campaigns/:id/history',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Per-device history of a campaign as a download (CSV or XLSX): one row per state each target took, with its time',
        params: ZIdParams,
        querystring: ZCampaignHistoryQuery,
        produces: Object.values(historyTypes),
      },
    },
    async (request, reply) => {
      const file = await campaigns.history(
        principalOf(request),
        request.params.id,
        request.query.format,
        request.lang,
      );
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  for (const action of ['pause', 'resume', 'cancel'] as const)
    app.post(
      `/api/v1/campaigns/:id/${action}`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: {
            pause: 'Pauses a running campaign: nothing more is released (320 in another state)',
            resume: 'Resumes a paused or halted campaign; the halt rule counts afresh (320 in another state)',
            cancel:
              'Cancels a campaign: nothing more is released, commands not yet sent are cancelled (320 once ended)',
          }[action],
          params: ZIdParams,
          response: campaignReply,
        },
      },
      async (request) => ok(request, await campaigns.act(principalOf(request), request.params.id, action)),
    );

  app.post(
    '/api/v1/campaigns/:id/retry',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Starts a new campaign of the failed targets, with the same action and rules (320: none failed)',
        params: ZIdParams,
        response: campaignReply,
      },
    },
    async (request) => ok(request, await campaigns.retryFailed(principalOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/campaigns/:id/stream',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Server-sent `campaign` events: the campaign with its progress counts (as GET /campaigns/{id}, without events) now and on every change',
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const tenancy = tenancyOf(principalOf(request));
      const { id } = request.params;
      await campaigns.get(principalOf(request), id);
      await noticeStreams.open({
        request,
        reply,
        notice: 'campaign',
        event: 'campaign',
        keyOf: (notice) => (notice.id === id ? id : undefined),
        read: () => campaigns.progress(tenancy, id),
        initial: [id],
      });
    },
  );
  done();
};
export default campaignRoutes;
