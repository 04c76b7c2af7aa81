import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZClientAddress, ZSiteLook, ZSitePreparation, type TSiteLook } from '@sunfleet/contract/site';
import type { AppContext } from '../../context.ts';
import { ok } from '../../plugins/envelope.ts';

/** Icons the web app ships in its public folder. */
const icons = { brand: '/brand-icon.svg', default: '/sunfleet.svg' };

/** The look for a host: the brand look when the host contains one of BRAND_HOSTS. */
export function siteLook(host: string, brandHosts: readonly string[], brandTitle: string): TSiteLook {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const isBrand = brandHosts.some((brandHost) => name.includes(brandHost));
  return isBrand
    ? { brand: true, title: brandTitle, iconUrl: icons.brand }
    : { brand: false, title: 'Sunfleet', iconUrl: icons.default };
}

/** Anonymous facts about the site and the caller. */
const siteRoutes: FastifyPluginCallbackZod<AppContext> = (app, { config, probes }, done) => {
  app.get(
    '/anonymous/ip',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'The client address the server sees',
        response: { 200: ZEnvelope(ZClientAddress) },
      },
    },
    (request) => ok(request, { ip: request.ip }),
  );

  app.get(
    '/anonymous/look',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'Brand or default look, chosen by host name',
        response: { 200: ZEnvelope(ZSiteLook) },
      },
    },
    (request) => ok(request, siteLook(request.host, config.brandHosts, config.brandTitle)),
  );

  app.get(
    '/anonymous/preparation',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'Work the first start still does (the demo history), for the plant pages to say so',
        response: { 200: ZEnvelope(ZSitePreparation) },
      },
    },
    (request) => ok(request, { demoHistory: probes.preparation.demoHistory }),
  );
  done();
};
export default siteRoutes;
