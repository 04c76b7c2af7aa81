import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRevokeRequest, ZTokenPair, ZTokenRequest } from '@sunfleet/contract/auth';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import type { AppContext } from '../../context.ts';
import { ok } from '../../plugins/envelope.ts';
import { createAuthService } from './service.ts';
import { createSignInGuard } from './sign-in-guard.ts';

/** OAuth2 token endpoint (password and refresh-token grants) and sign-out. */
const authRoutes: FastifyPluginCallbackZod<AppContext> = (app, context, done) => {
  const auth = createAuthService({
    users: context.users,
    sessions: context.sessions,
    guard: createSignInGuard(context.authRepository, context.config.signInLock),
  });

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
    async (request) => {
      const grant = request.body;
      const pair =
        grant.grant_type === 'password'
          ? await auth.signIn(grant.username, grant.password, request.ip)
          : await auth.refresh(grant.refresh_token);
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
  done();
};
export default authRoutes;
