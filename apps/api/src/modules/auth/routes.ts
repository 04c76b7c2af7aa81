import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRevokeRequest, ZTokenPair, ZTokenRequest } from '@sunfleet/contract/auth';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { Container } from '../../container.ts';
import { ok } from '../../plugins/envelope.ts';
import { knownDevices } from './known-devices.ts';

/** OAuth2 token endpoint (password and refresh-token grants) and sign-out. */
const authRoutes: FastifyPluginAsyncZod<Container> = async (app, context) => {
  const { auth } = context.services;
  // Only the token endpoint reads or sets a cookie: the known device's (known-devices.ts).
  await app.register(cookie, { secret: context.config.jwtSecret });

  app.post(
    '/oauth/token',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password grant) or renew tokens (refresh_token grant); JSON or form body',
        body: ZTokenRequest,
        response: { 200: ZEnvelope(ZTokenPair) },
      },
    },
    async (request, reply) => {
      const grant = request.body;
      if (grant.grant_type !== 'password') return ok(request, await auth.refresh(grant.refresh_token));
      const device = knownDevices.deviceOf(request, grant.username) ?? null;
      const attempt = { account: grant.username, address: request.ip, device };
      const pair = await auth.signIn(attempt, grant.password);
      knownDevices.remember(request, reply, grant.username, device ?? undefined);
      return ok(request, pair);
    },
  );

  app.post(
    '/oauth/revoke',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the session of a refresh token',
        body: ZRevokeRequest,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await auth.signOut(request.body.refresh_token);
      return ok(request, null);
    },
  );
};
export default authRoutes;
