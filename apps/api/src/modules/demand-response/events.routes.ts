import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDrEventDetail, ZDrEventListQuery, ZDrEventPage } from '@sunfleet/contract/demand-response-events';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { bearerToken, principalOf } from '../../plugins/authentication.ts';
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
  const { drEvents, oadrNotifications } = services;

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

  app.post(
    '/api/v1/oadr/notifications',
    {
      // The VTN calls it, with the bearer token Sunfleet's subscription gave it (docs/adr/0058);
      // no user signs in. The body is checked against the official OpenADR 3.1.0 schema.
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          "The OpenADR 3.1 webhook: a VTN's notification of an event created, modified or deleted (5022 wrong token, 5023 not a 3.1.0 notification)",
        body: z.unknown(),
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await oadrNotifications.receive(bearerToken(request), request.body);
      return ok(request, null);
    },
  );

  done();
};
export default drEventRoutes;
