import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDrEventDetail, ZDrEventListQuery, ZDrEventPage } from '@sunfleet/contract/demand-response-events';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';

const tags = ['demand response'];
const ZIdParams = z.object({ id: z.uuid() });

/**
 * Demand-response events (spec §7 "Demand response", docs/adr/0049): the events the programmes'
 * OpenADR VTN sent, their status, window and measured kW, and cancel. Reading needs the event
 * page's permission; cancelling sends commands to batteries, so it takes the enrolment
 * permission (programme and event management).
 */
const drEventRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { drEvents } = services;

  app.get(
    '/api/v1/oadr/events',
    {
      config: { permission: 'energyhub.view' },
      schema: {
        tags,
        summary:
          "Events of the programmes the caller's plants are enrolled in, newest first, with the season to date per programme",
        querystring: ZDrEventListQuery,
        response: { 200: ZEnvelope(ZDrEventPage) },
      },
    },
    async (request) => ok(request, await drEvents.list(principalOf(request), request.query)),
  );

  app.get(
    '/api/v1/oadr/event/:id',
    {
      config: { permission: 'energyhub.view' },
      schema: {
        tags,
        summary: "An event with each of the caller's batteries: what it was asked, what it delivered",
        params: ZIdParams,
        response: { 200: ZEnvelope(ZDrEventDetail) },
      },
    },
    async (request) => ok(request, await drEvents.get(principalOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/oadr/event/:id/cancel',
    {
      config: { permission: 'energyhub.enroll' },
      schema: {
        tags,
        summary:
          "Cancels an event for the caller's batteries (the platform: for all); they stop within a minute (5021 once ended or cancelled)",
        params: ZIdParams,
        response: { 200: ZEnvelope(ZDrEventDetail) },
      },
    },
    async (request) => ok(request, await drEvents.cancel(principalOf(request), request.params.id)),
  );

  done();
};
export default drEventRoutes;
