import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TPlantAccess, TPlantAction } from '../modules/plants/service.ts';
import { tenancyOf, type TTenancy } from '../tenancy.ts';
import { principalOf, type TPrincipal } from './authentication.ts';
import { AppError } from './envelope.ts';

/** A device or gateway the caller sees, by SN. */
export type TDeviceAccess = { kind: 'device' | 'gateway'; id: string; sn: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route does with the plant it names (`:id`, `:plantId`, `:stationId` or `?plantId`). */
    plant?: TPlantAction;
    /**
     * The route reads what a device or gateway of `:sn` reports (`view`: 3 when the caller sees
     * none), or acts on an inverter (`inverter`: 600, the spec's "Inverter does not exist").
     */
    device?: 'view' | 'inverter';
  }
  interface FastifyRequest {
    /** The plant a route declaring `config.plant` names, resolved with the caller's tenancy. */
    plant: TPlantAccess | null;
    /** The device or gateway a route declaring `config.device` names. */
    device: TDeviceAccess | null;
  }
}

export type ResourceAccessOptions = {
  /** The plant if the caller sees it and may do `action` on it; refuses (700, 2) otherwise. */
  findPlant: (caller: TPrincipal, plantId: string, action: TPlantAction) => Promise<TPlantAccess>;
  /** The device or gateway of `sn` within the tenancy, or undefined. */
  findDevice: (tenancy: TTenancy, sn: string) => Promise<Omit<TDeviceAccess, 'sn'> | undefined>;
};

/** Params that name a plant: `:plantId`, `:stationId`, or `:id` after a `/plant/` segment. */
function plantParamOf(url: string): string | undefined {
  const named = /:(plantId|stationId)\b/.exec(url)?.[1];
  if (named) return named;
  return /\/plant\/(?:[^/:]+\/)*:id\b/.test(url) ? 'id' : undefined;
}

const deviceParamOf = (url: string) => (/:sn\b/.test(url) ? 'sn' : undefined);

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
  (app, { findPlant, findDevice }, done) => {
    app.decorateRequest('plant', null);
    app.decorateRequest('device', null);

    app.addHook('onRoute', (route) => {
      const { plant, device } = route.config ?? {};
      const where = `${String(route.method)} ${route.url}`;
      const plantParam = plantParamOf(route.url);
      if (plantParam && plant === undefined) {
        throw new Error(`${where}: :${plantParam} names a plant; declare config.plant`);
      }
      if (plant !== undefined && !plantParam && !queryHasPlantId(route.schema?.querystring)) {
        throw new Error(`${where}: config.plant needs a plant id in the path or the query`);
      }
      const deviceParam = deviceParamOf(route.url);
      if (deviceParam && device === undefined) {
        throw new Error(`${where}: :${deviceParam} names a device; declare config.device`);
      }
      if (device !== undefined && !deviceParam) {
        throw new Error(`${where}: config.device needs :sn in the path`);
      }
    });

    // After validation, so the ids are the schema's parsed values.
    app.addHook('preHandler', async (request) => {
      const { plant, device } = request.routeOptions.config;
      const url = request.routeOptions.url ?? '';
      if (plant !== undefined) {
        const param = plantParamOf(url);
        const plantId = param ? valueOf(request.params, param) : valueOf(request.query, 'plantId');
        request.plant = await findPlant(principalOf(request), plantId ?? '', plant);
      }
      if (device !== undefined) {
        const sn = valueOf(request.params, 'sn') ?? '';
        const found = await findDevice(tenancyOf(principalOf(request)), sn);
        if (!found || (device === 'inverter' && found.kind !== 'device'))
          throw new AppError(device === 'inverter' ? ErrorCode.inverterMissing : ErrorCode.notFound);
        request.device = { ...found, sn };
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

/** The device or gateway of a route that declares `config.device`. */
export function deviceOf(request: FastifyRequest): TDeviceAccess {
  if (!request.device) throw new Error(`${request.routeOptions.url ?? ''} declares no config.device`);
  return request.device;
}
