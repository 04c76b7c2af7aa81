import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  drEnrollmentInput,
  isDrProgramId,
  ZDrAction,
  ZDrActionInput,
  ZDrDevicesInput,
  ZDrEnrollment,
  ZDrEnrollmentDetail,
  ZDrEnrollmentState,
  ZDrHistoryEntry,
  ZDrMasterDevice,
  ZDrProgramItem,
  ZDrStation,
} from '@sunfleet/contract/demand-response';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { plainText } from '@sunfleet/contract/validators';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok, requestLang, sendNotFound } from '../../plugins/envelope.ts';
import { plantOf } from '../../plugins/resource-access.ts';
import { termsPdf } from './enrolments.terms.ts';

const tags = ['demand-response'];
const view = { permission: 'energyhub.view' } as const;
const enrol = { permission: 'energyhub.enroll' } as const;
const ZIdParams = z.object({ id: z.uuid() });
const ZStationParams = z.object({ stationId: z.uuid() });
// `:serial`, not `:sn`: an enrolled serial is the enrolment's record, not necessarily a Sunfleet device.
const ZSerialParams = z.object({ id: z.uuid(), serial: z.string().min(1).max(64) });
const ZNoteQuery = z.object({ note: plainText(200).default('') });
const ZStateQuery = z.object({ action: ZDrAction.optional(), note: plainText(200).default('') });
const ZState = z.object({
  state: ZDrEnrollmentState,
  optedOut: z.boolean(),
  actions: z.array(ZDrAction),
  history: z.array(ZDrHistoryEntry),
});

/**
 * Demand-response enrolment (spec section 7 "Demand response", under /api/v1/oadr; ADR 0048):
 * the programmes and their terms, the user's plants with their master battery and time zone,
 * enrolments, their devices and their states. The event calls live beside these (events.*).
 */
const enrolmentRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const enrolments = services.enrolments;

  app.get(
    '/api/v1/oadr/listProgram',
    {
      config: view,
      schema: {
        tags,
        summary: 'The four battery programmes, their facts and terms link',
        response: { 200: ZEnvelope(z.array(ZDrProgramItem)) },
      },
    },
    (request) => ok(request, enrolments.programs()),
  );

  app.get(
    '/api/v1/oadr/timezones',
    {
      config: view,
      schema: { tags, summary: 'IANA time zones', response: { 200: ZEnvelope(z.array(z.string())) } },
    },
    (request) => ok(request, enrolments.timezones()),
  );

  app.get(
    '/api/v1/oadr/userStationList/:id',
    {
      config: view,
      schema: {
        tags,
        summary:
          "Plants of user {id} the caller sees (all the caller's plants for their own id), with whether the caller may enrol them",
        params: ZIdParams,
        response: { 200: ZEnvelope(z.array(ZDrStation)) },
      },
    },
    async (request) => ok(request, await enrolments.stations(principalOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/oadr/stationMasterDevice/:stationId',
    {
      config: { ...view, plant: 'view' },
      schema: {
        tags,
        summary: "The plant's master battery device (its hybrid inverter, else its BMS), or null",
        params: ZStationParams,
        response: { 200: ZEnvelope(ZDrMasterDevice) },
      },
    },
    async (request) => ok(request, await enrolments.masterDevice(plantOf(request))),
  );

  app.get(
    '/api/v1/oadr/stationTimezoneId/:stationId',
    {
      config: { ...view, plant: 'view' },
      schema: {
        tags,
        summary: "The plant's time zone (IANA id)",
        params: ZStationParams,
        response: { 200: ZEnvelope(z.string()) },
      },
    },
    (request) => ok(request, plantOf(request).plant.timeZone),
  );

  app.get(
    '/api/v1/oadr/enrollments',
    {
      config: view,
      schema: {
        tags,
        summary: 'Enrolments of the plants the caller sees, with what the caller may do to each',
        response: { 200: ZEnvelope(z.array(ZDrEnrollment)) },
      },
    },
    async (request) => ok(request, await enrolments.list(principalOf(request))),
  );

  app.get(
    '/api/v1/oadr/enrollment/:id',
    {
      config: view,
      schema: {
        tags,
        summary: 'One enrolment with its devices and history (5003 when not seen)',
        params: ZIdParams,
        response: { 200: ZEnvelope(ZDrEnrollmentDetail) },
      },
    },
    async (request) => ok(request, await enrolments.detail(principalOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/oadr/enrollment/:id/state',
    {
      config: view,
      schema: {
        tags,
        summary:
          "The state, the actions the caller may take and the history; with ?action= takes it first (the spec's alias of POST /oadr/enrollment/{id}/state, kept for its clients)",
        params: ZIdParams,
        querystring: ZStateQuery,
        response: { 200: ZEnvelope(ZState) },
      },
    },
    async (request) =>
      ok(
        request,
        await enrolments.state(
          principalOf(request),
          request.params.id,
          request.query.action,
          request.query.note,
        ),
      ),
  );

  app.post(
    '/api/v1/oadr/enrollment/:id/state',
    {
      config: enrol,
      schema: {
        tags,
        summary:
          'Takes an action (join_in, reject, approve, opt_in, opt_out, unenroll, quit) and answers the state, the actions the caller may take next and the history (5006 when the state does not allow it)',
        params: ZIdParams,
        body: ZDrActionInput,
        response: { 200: ZEnvelope(ZState) },
      },
    },
    async (request) =>
      ok(
        request,
        await enrolments.state(
          principalOf(request),
          request.params.id,
          request.body.action,
          request.body.note,
        ),
      ),
  );

  app.post(
    '/api/v1/oadr/enrollment',
    {
      config: enrol,
      schema: {
        tags,
        summary:
          "Enrols a plant's batteries: the owner applies (pending), the installer invites the owner (invited)",
        // The widest account limit (Spanish, 20); the service applies the caller's language's.
        body: drEnrollmentInput('es'),
        response: { 200: ZEnvelope(ZDrEnrollmentDetail) },
      },
    },
    async (request) =>
      ok(request, await enrolments.create(principalOf(request), request.body, requestLang(request))),
  );

  app.post(
    '/api/v1/oadr/enrollment/:id/devices',
    {
      config: enrol,
      schema: {
        tags,
        summary: 'Adds devices to a live enrolment (5001 already in it, 5004 in another)',
        params: ZIdParams,
        body: ZDrDevicesInput,
        response: { 200: ZEnvelope(ZDrEnrollmentDetail) },
      },
    },
    async (request) =>
      ok(request, await enrolments.addDevices(principalOf(request), request.params.id, request.body.devices)),
  );

  app.post(
    '/api/v1/oadr/enrollment/:id/devices/:serial/remove',
    {
      config: enrol,
      schema: {
        tags,
        summary: 'Removes a device from a live enrolment (5002 not in it; the last one stays)',
        params: ZSerialParams,
        response: { 200: ZEnvelope(ZDrEnrollmentDetail) },
      },
    },
    async (request) =>
      ok(
        request,
        await enrolments.removeDevice(
          principalOf(request),
          request.params.id,
          request.params.serial,
          requestLang(request),
        ),
      ),
  );

  app.post(
    '/api/v1/oadr/enrollment/:id/unenroll',
    {
      config: enrol,
      schema: {
        tags,
        summary: 'Leaves an accepted enrolment (5006 in any other state)',
        params: ZIdParams,
        querystring: ZNoteQuery,
        response: { 200: ZEnvelope(ZDrEnrollmentDetail) },
      },
    },
    async (request) =>
      ok(request, await enrolments.unenroll(principalOf(request), request.params.id, request.query.note)),
  );

  app.get(
    '/assets/vpp/:file',
    {
      // Public: a terms link opens in a new tab, which carries no token.
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: "A programme's terms as a PDF, for the four programmes only (404 otherwise)",
        params: z.object({ file: z.string().max(64) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const program = /^(.+)\.pdf$/.exec(request.params.file)?.[1] ?? '';
      if (!isDrProgramId(program)) return sendNotFound(request, reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${program}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(termsPdf(program));
    },
  );
  done();
};
export default enrolmentRoutes;
