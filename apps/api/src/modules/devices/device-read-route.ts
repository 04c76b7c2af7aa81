import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZDeviceEnergyBars, ZSnParams, type TDeviceEnergyBars } from '@sunfleet/contract/inverters';
import { ZMonthQuery, ZYearQuery } from '@sunfleet/contract/plants';
import type { TLang } from '@sunfleet/contract/lang';
import { ok } from '../../plugins/envelope.ts';
import { deviceOf, type TDeviceAccess } from '../../plugins/resource-access.ts';
import type { TChartSpan } from '../plants/chart-service.ts';

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

type TBarsSpan = Exclude<TChartSpan, { kind: 'day' }>;

/**
 * `GET {prefix}/month`, `/year` and `/total`: a device's energy bars per day of a month, per month
 * of a year and per year of its life (`what` and `whose` word the summaries).
 */
export function energyBarRoutes(
  app: TApp,
  prefix: string,
  route: { config: FastifyContextConfig; tags: string[]; what: string; whose: string },
  read: (device: TDeviceAccess, span: TBarsSpan, lang: TLang) => Promise<TDeviceEnergyBars>,
) {
  const schema = (summary: string) => ({
    tags: route.tags,
    summary,
    params: ZSnParams,
    response: { 200: ZEnvelope(ZDeviceEnergyBars) },
  });
  app.get(
    `${prefix}/month`,
    {
      config: route.config,
      schema: { ...schema(`${route.what} per day of a month (kWh)`), querystring: ZMonthQuery },
    },
    async (request) =>
      ok(request, await read(deviceOf(request), { kind: 'month', month: request.query.month }, request.lang)),
  );
  app.get(
    `${prefix}/year`,
    {
      config: route.config,
      schema: { ...schema(`${route.what} per month of a year (kWh)`), querystring: ZYearQuery },
    },
    async (request) =>
      ok(request, await read(deviceOf(request), { kind: 'year', year: request.query.year }, request.lang)),
  );
  app.get(
    `${prefix}/total`,
    { config: route.config, schema: schema(`${route.what} per year of ${route.whose} life (kWh)`) },
    async (request) => ok(request, await read(deviceOf(request), { kind: 'total' }, request.lang)),
  );
}
