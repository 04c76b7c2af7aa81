import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckAccountQuery,
  ZCheckCodeQuery,
  ZGetCodeQuery,
  ZResetPasswordBody,
  ZSignupBody,
  ZTokenPair,
} from '@sunfleet/contract/auth';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { ok } from '../../plugins/envelope.ts';
import { ZCodeSent } from '@sunfleet/contract/mail-delivery';

const ZNothing = ZEnvelope(z.null());

/** Anonymous account routes: verification codes, sign-up, password reset. */
const accountRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { accounts } = services;
  const config = { access: 'anonymous' } as const;
  const tags = ['accounts'];

  app.get(
    '/anonymous/getCode',
    {
      config,
      schema: {
        tags,
        summary:
          "E-mail a 6-digit verification code (once per minute); a phone account's go to `email` at sign-up; `delivery` says whether it went to a mailbox or, without SMTP, to the server's log",
        querystring: ZGetCodeQuery,
        response: { 200: ZEnvelope(ZCodeSent) },
      },
    },
    async (request) => {
      const { account, email, purpose } = request.query;
      return ok(request, await accounts.sendCode(account, email, purpose, request.lang, request.ip));
    },
  );

  app.get(
    '/anonymous/checkCode',
    {
      config,
      schema: {
        tags,
        summary: 'Check a verification code without using it (5 wrong, 6 expired)',
        querystring: ZCheckCodeQuery,
        response: { 200: ZNothing },
      },
    },
    async (request) => {
      const { account, email, purpose, code } = request.query;
      await accounts.checkCode(account, email, purpose, code);
      return ok(request, null);
    },
  );

  app.get(
    '/anonymous/checkAccount',
    {
      config,
      schema: {
        tags,
        summary: 'Sign-up: 103 when registered; reset: 105 when not registered',
        querystring: ZCheckAccountQuery,
        response: { 200: ZNothing },
      },
    },
    async (request) => {
      await accounts.checkAccount(request.query.account, request.query.purpose);
      return ok(request, null);
    },
  );

  app.post(
    '/anonymous/signup',
    {
      config,
      schema: {
        tags,
        summary: 'Create a plant-owner account with a sign-up code; answers a signed-in token pair',
        body: ZSignupBody,
        response: { 200: ZEnvelope(ZTokenPair) },
      },
    },
    async (request) => ok(request, await accounts.signup(request.body, request.lang)),
  );

  app.post(
    '/anonymous/resetPwd',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password with a reset code; ends every session of the account',
        body: ZResetPasswordBody,
        response: { 200: ZNothing },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return ok(request, null);
    },
  );
  done();
};
export default accountRoutes;
