import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import {
  ZScanLoginPoll,
  ZScanLoginPollBody,
  ZScanLoginRequest,
  ZScanLoginView,
} from '@sunfleet/contract/scan-login';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';

const tags = ['auth'];
const ZIdParams = z.object({ id: z.uuid() });

/** Scan-code sign-in: the waiting screen's calls (anonymous) and the confirming device's. */
const scanLoginRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const scan = services.scanLogin;

  app.post(
    '/anonymous/scan',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'A new scan-code sign-in request (two minutes, single use; 111 when the address asked too often); its secret stays on this screen',
        response: { 200: ZEnvelope(ZScanLoginRequest) },
      },
    },
    async (request) =>
      ok(request, await scan.create({ address: request.ip, userAgent: request.headers['user-agent'] ?? '' })),
  );

  app.post(
    '/anonymous/scan/:id/poll',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'The request’s state; the token pair once, when another device approved it',
        params: ZIdParams,
        body: ZScanLoginPollBody,
        response: { 200: ZEnvelope(ZScanLoginPoll) },
      },
    },
    async (request) => ok(request, await scan.poll(request.params.id, request.body.secret)),
  );

  app.get(
    '/api/v1/scan/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'A scan-code request, for the device that confirms it',
        params: ZIdParams,
        response: { 200: ZEnvelope(ZScanLoginView) },
      },
    },
    async (request) => ok(request, await scan.view(request.params.id)),
  );

  for (const [action, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    app.post(
      `/api/v1/scan/:id/${action}`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: approve
            ? 'Signs the other screen in as the caller (6 expired, 5 already decided)'
            : 'Refuses the other screen’s sign-in (6 expired, 5 already decided)',
          params: ZIdParams,
          response: { 200: ZEnvelope(ZScanLoginView) },
        },
      },
      async (request) => ok(request, await scan.decide(principalOf(request), request.params.id, approve)),
    );
  }
  done();
};
export default scanLoginRoutes;
