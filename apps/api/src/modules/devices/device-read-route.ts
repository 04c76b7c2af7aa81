import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZSnParams } from '@sunfleet/contract/inverters';
import type { TLang } from '@sunfleet/contract/lang';
import { ok } from '../../plugins/envelope.ts';
import { deviceOf, type TDeviceAccess } from '../../plugins/resource-access.ts';

type TApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * `GET url` (with `:sn`) answering one device's `read` in the envelope: the route shape every
 * plain inverter and meter read shares (`config` names the view permission and device access).
 */
export function deviceReadRoute<T extends z.ZodType>(
  app: TApp,
  url: string,
  route: { config: FastifyContextConfig; tags: string[]; summary: string; response: T },
  read: (device: TDeviceAccess, lang: TLang) => Promise<z.input<T>>,
) {
  // `read` is checked against the schema at the call site; here the reply is any schema's.
  const envelope: z.ZodType = ZEnvelope(route.response);
  app.get(
    url,
    {
      config: route.config,
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: ZSnParams,
        response: { 200: envelope },
      },
    },
    async (request) => ok(request, await read(deviceOf(request), request.lang)),
  );
}
