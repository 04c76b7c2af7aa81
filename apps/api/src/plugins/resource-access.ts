import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TPlantAccess, TPlantAction } from '../modules/plants/service.ts';
import { tenancyOf, type TTenancy } from '../tenancy.ts';
import { principalOf, type TPrincipal } from './authentication.ts';
import { AppError } from './envelope.ts';

/** A device or gateway the caller sees, by SN. */
export type TDeviceAccess = { kind: 'device' | 'gateway'; id: string; sn: string };

/** A gateway the caller sees and a command route acts on (docs/adr/0021). */
export type TGatewayAccess = {
  id: string;
  sn: string;
  companyId: string | null;
  plantId: string | null;
  status: string;
  locked: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route does with the plant it names (`:id`, `:plantId`, `:stationId` or `?plantId`). */
    plant?: TPlantAction;
    /** The route reads what a device or gateway of `:sn` reports. */
    device?: 'view';
    /**
     * The route sends commands to the gateways it names: `:sn` or `:gsns` (comma-separated) in the
     * path, else `sn` or `sns` in the body. Every one must be a gateway the caller sees (305).
     */
    gateway?: 'command';
  }
  interface FastifyRequest {
    /** The plant a route declaring `config.plant` names, resolved with the caller's tenancy. */
    plant: TPlantAccess | null;
    /** The device or gateway a route declaring `config.device` names. */
    device: TDeviceAccess | null;
    /** The gateways a route declaring `config.gateway` names, in the order named. */
    gateways: TGatewayAccess[] | null;
  }
}

export type ResourceAccessOptions = {
  /** The plant if the caller sees it and may do `action` on it; refuses (700, 2) otherwise. */
  findPlant: (caller: TPrincipal, plantId: string, action: TPlantAction) => Promise<TPlantAccess>;
  /** The device or gateway of `sn` within the tenancy, or undefined. */
  findDevice: (tenancy: TTenancy, sn: string) => Promise<Omit<TDeviceAccess, 'sn'> | undefined>;
  /** The gateways of `sns` within the tenancy (those it does not see are left out). */
  findGateways: (tenancy: TTenancy, sns: readonly string[]) => Promise<TGatewayAccess[]>;
};

/** Params that name a plant: `:plantId`, `:stationId`, or `:id` after a `/plant/` segment. */
function plantParamOf(url: string): string | undefined {
  const named = /:(plantId|stationId)\b/.exec(url)?.[1];
  if (named) return named;
  return /\/plant\/(?:[^/:]+\/)*:id\b/.test(url) ? 'id' : undefined;
}

const deviceParamOf = (url: string) => (/:sn\b/.test(url) ? 'sn' : undefined);
const gatewaysParamOf = (url: string) => (/:gsns\b/.test(url) ? 'gsns' : deviceParamOf(url));

/** Does a body schema (zod object) name gateways (`sn` or `sns`)? */
const bodyNamesGateways = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  'shape' in schema &&
  ('sn' in Object(schema.shape) || 'sns' in Object(schema.shape));

/** The gateway SNs a request names: path `:gsns`/`:sn`, else body `sns`/`sn`. */
function gatewaySnsOf(request: FastifyRequest): string[] {
  const param = gatewaysParamOf(request.routeOptions.url ?? '');
  if (param)
    return (valueOf(request.params, param) ?? '')
      .split(',')
      .map((sn) => sn.trim())
      .filter(Boolean);
  const body = request.body as { sn?: unknown; sns?: unknown } | undefined;
  if (Array.isArray(body?.sns)) return body.sns.filter((sn): sn is string => typeof sn === 'string');
  return typeof body?.sn === 'string' ? [body.sn] : [];
}

/** Does a querystring schema (zod object) have a `plantId`? */
const queryHasPlantId = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && 'shape' in schema && 'plantId' in Object(schema.shape);

const valueOf = (source: unknown, key: string) => {
  const value = (source as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The one place access to a plant or a device is checked. A route naming one in its URL declares
 * what it does with it (`config.plant: 'view' | 'edit' | …`, `config.device: 'view'`) or stops the
 * server at start-up; before the handler runs, the plant or device is looked up with the caller's
 * tenancy (the repository's WHERE clause) and handed over as `request.plant` / `request.device`.
 */
export default fp<ResourceAccessOptions>(
  (app, { findPlant, findDevice, findGateways }, done) => {
    app.decorateRequest('plant', null);
    app.decorateRequest('device', null);
    app.decorateRequest('gateways', null);

    app.addHook('onRoute', (route) => {
      const { plant, device, gateway } = route.config ?? {};
      const where = `${String(route.method)} ${route.url}`;
      const plantParam = plantParamOf(route.url);
      if (plantParam && plant === undefined) {
        throw new Error(`${where}: :${plantParam} names a plant; declare config.plant`);
      }
      if (plant !== undefined && !plantParam && !queryHasPlantId(route.schema?.querystring)) {
        throw new Error(`${where}: config.plant needs a plant id in the path or the query`);
      }
      const deviceParam = deviceParamOf(route.url);
      if (deviceParam && device === undefined && gateway === undefined) {
        throw new Error(`${where}: :${deviceParam} names a device; declare config.device`);
      }
      if (/:gsns\b/.test(route.url) && gateway === undefined) {
        throw new Error(`${where}: :gsns names gateways; declare config.gateway`);
      }
      if (gateway !== undefined && !gatewaysParamOf(route.url) && !bodyNamesGateways(route.schema?.body)) {
        throw new Error(`${where}: config.gateway needs :sn, :gsns, or sn/sns in the body`);
      }
      if (device !== undefined && !deviceParam) {
        throw new Error(`${where}: config.device needs :sn in the path`);
      }
    });

    // After validation, so the ids are the schema's parsed values.
    app.addHook('preHandler', async (request) => {
      const { plant, device, gateway } = request.routeOptions.config;
      const url = request.routeOptions.url ?? '';
      if (plant !== undefined) {
        const param = plantParamOf(url);
        const plantId = param ? valueOf(request.params, param) : valueOf(request.query, 'plantId');
        request.plant = await findPlant(principalOf(request), plantId ?? '', plant);
      }
      if (device !== undefined) {
        const sn = valueOf(request.params, 'sn') ?? '';
        const found = await findDevice(tenancyOf(principalOf(request)), sn);
        if (!found) throw new AppError(ErrorCode.notFound);
        request.device = { ...found, sn };
      }
      if (gateway !== undefined) {
        const sns = [...new Set(gatewaySnsOf(request))];
        const found = new Map(
          (await findGateways(tenancyOf(principalOf(request)), sns)).map((each) => [each.sn, each]),
        );
        if (sns.length === 0 || sns.some((sn) => !found.has(sn)))
          throw new AppError(ErrorCode.gatewayMissing);
        request.gateways = sns.map((sn) => found.get(sn)!);
      }
    });
    done();
  },
  { name: 'resource-access', dependencies: ['authentication'] },
);

/** The plant of a route that declares `config.plant` (resolved before its handler). */
export function plantOf(request: FastifyRequest): TPlantAccess {
  if (!request.plant) throw new Error(`${request.routeOptions.url ?? ''} declares no config.plant`);
  return request.plant;
}

/** The gateways of a route that declares `config.gateway` (resolved before its handler). */
export function gatewaysOf(request: FastifyRequest): TGatewayAccess[] {
  if (!request.gateways) throw new Error(`${request.routeOptions.url ?? ''} declares no config.gateway`);
  return request.gateways;
}

/** The device or gateway of a route that declares `config.device`. */
export function deviceOf(request: FastifyRequest): TDeviceAccess {
  if (!request.device) throw new Error(`${request.routeOptions.url ?? ''} declares no config.device`);
  return request.device;
}
