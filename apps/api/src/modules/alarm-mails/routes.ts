import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ZNotifyBody,
  ZNotifyCodeQuery,
  ZNotifyEnableQuery,
  ZNotifySettings,
} from '@sunfleet/contract/alarm-mail';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { ZCodeSent } from '@sunfleet/contract/mail-delivery';

const tags = ['alarm e-mails'];
const signedIn = { access: 'signedIn' } as const;

/** Personal alarm e-mail settings (spec section 7 "Auth and user": /user/notify…). */
const alarmMailRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const alarms = services.alarmSettings;

  app.get(
    '/api/v1/user/notify',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The caller's alarm e-mail settings",
        response: { 200: ZEnvelope(ZNotifySettings) },
      },
    },
    async (request) => ok(request, await alarms.settings(principalOf(request))),
  );

  app.get(
    '/api/v1/user/notify/code',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mails a code that proves an alarm e-mail address (110 when asked again too soon)',
        querystring: ZNotifyCodeQuery,
        response: { 200: ZEnvelope(ZCodeSent) },
      },
    },
    async (request) =>
      ok(request, await alarms.sendCode(principalOf(request), request.query.email, request.lang)),
  );

  app.post(
    '/api/v1/user/notify',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Saves address (with its code: 5 wrong, 6 expired), levels and plants, and turns mails on',
        body: ZNotifyBody,
        response: { 200: ZEnvelope(ZNotifySettings) },
      },
    },
    async (request) => ok(request, await alarms.save(principalOf(request), request.body, request.lang)),
  );

  app.get(
    '/api/v1/user/notify/enable',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Turns alarm e-mails on or off (on needs a confirmed address)',
        querystring: ZNotifyEnableQuery,
        response: { 200: ZEnvelope(ZNotifySettings) },
      },
    },
    async (request) =>
      ok(request, await alarms.setEnabled(principalOf(request), request.query.enabled, request.lang)),
  );
  done();
};
export default alarmMailRoutes;
