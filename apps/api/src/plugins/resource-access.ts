import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  commandPermission,
  deviceAbilities,
  type TDeviceAbilities,
  type TDeviceAbility,
  type TDeviceRelation,
} from '@sunfleet/contract/abilities';
import { ErrorCode, type TErrorCode } from '@sunfleet/contract/errors';
import type { TAccessRow, TAccessTarget } from '../modules/devices/access-repository.ts';
import type { TPlantAccess, TPlantAction } from '../modules/plants/service.ts';
import { tenancyOf, type TTenancy } from '../tenancy.ts';
import { principalOf, type TPrincipal } from './authentication.ts';
import { AppError } from './envelope.ts';

/** What the caller may do to a thing a route names, from their relation to its plant. */
type TAbilities = { relation: TDeviceRelation; abilities: TDeviceAbilities };

/** A device or gateway the caller sees, by SN (or by id on `/gateway/:id`, `/battery/:id`). */
export type TDeviceAccess = { kind: 'device' | 'gateway'; id: string; sn: string };

/** The device or gateway a route declaring `config.device` names, with the caller's abilities on it. */
export type TResolvedDevice = TDeviceAccess & { plantId: string | null } & TAbilities;

/** A gateway the caller sees and a command route acts on (docs/adr/0021). */
export type TGatewayAccess = {
  id: string;
  sn: string;
  companyId: string | null;
  plantId: string | null;
  status: string;
  locked: boolean;
  /**
   * May the caller do what the route declares (`config.gateway`) to this gateway? Set on the
   * gateways a route resolved (`gatewaysOf`): a route naming one gateway is refused (2) when not;
   * a batch only when the caller may act on none, so it can answer per gateway.
   */
  mayOperate?: boolean;
};

/** A gateway a route declaring `config.gateway` names, with the caller's abilities on it. */
export type TResolvedGateway = TGatewayAccess & { mayOperate: boolean } & TAbilities;

/** A command or an event the caller sees, with the caller's abilities on its device. */
export type TRecordAccess = {
  id: string;
  plantId: string | null;
  gatewayId: string | null;
} & TAbilities;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route does with the plant it names (`:id`, `:plantId`, `:stationId` or `?plantId`). */
    plant?: TPlantAction;
    /**
     * What the route does to the device or gateway it names: `:sn`, or `:id` after `/gateway/`,
     * `/battery/` or `/batteries/` (docs/device-abilities.md).
     */
    device?: TDeviceAbility;
    /**
     * What the route does to the gateways it sends commands to: `:sn` or `:gsns` (comma-separated)
     * in the path, else `sn` or `sns` in the body. Every one must be a gateway the caller sees (305).
     */
    gateway?: TDeviceAbility;
    /** What the route does to the command of `/command/:id`; cancelling also asks the permission of its kind. */
    command?: TDeviceAbility;
    /** What the route does to the event of `/event/:id`. */
    event?: TDeviceAbility;
    /** The code for an SN the caller sees no device of (default 3; inverter routes: 600). */
    missingDevice?: TErrorCode;
  }
  interface FastifyRequest {
    /** The plant a route declaring `config.plant` names, resolved with the caller's tenancy. */
    plant: TPlantAccess | null;
    /** The device or gateway a route declaring `config.device` names. */
    device: TResolvedDevice | null;
    /** The gateways a route declaring `config.gateway` names, in the order named. */
    gateways: TResolvedGateway[] | null;
    /** The command or event a route declaring `config.command` / `config.event` names. */
    record: TRecordAccess | null;
  }
}

export type ResourceAccessOptions = {
  /** The plant if the caller sees it and may do `action` on it; refuses (700, 2) otherwise. */
  findPlant: (caller: TPrincipal, plantId: string, action: TPlantAction) => Promise<TPlantAccess>;
  /** What a route names, within the tenancy, with the caller's relation to each (one query). */
  findTargets: (tenancy: TTenancy, target: TAccessTarget) => Promise<TAccessRow[]>;
};

/** Params that name a plant: `:plantId`, `:stationId`, or `:id` after a `/plant/` segment. */
function plantParamOf(url: string): string | undefined {
  const named = /:(plantId|stationId)\b/.exec(url)?.[1];
  if (named) return named;
  return /\/plant\/(?:[^/:]+\/)*:id\b/.test(url) ? 'id' : undefined;
}

/** How a route's path names a device or gateway: by SN (`:sn`), or by id after its kind. */
function deviceParamOf(url: string): { by: 'sn' | 'deviceId' | 'gatewayId'; param: string } | undefined {
  if (/:sn\b/.test(url)) return { by: 'sn', param: 'sn' };
  // Anchored at the api's root: `/firmware/gateway/:id` names a firmware image, not a gateway.
  if (/^\/api\/v1\/gateway\/:id\b/.test(url)) return { by: 'gatewayId', param: 'id' };
  if (/^\/api\/v1\/batter(?:y|ies)\/:id\b/.test(url)) return { by: 'deviceId', param: 'id' };
  return undefined;
}
const gatewaysParamOf = (url: string) =>
  /:gsns\b/.test(url) ? 'gsns' : /:sn\b/.test(url) ? 'sn' : undefined;
const commandParamOf = (url: string) => (/^\/api\/v1\/command\/:id\b/.test(url) ? 'id' : undefined);
// An alarm event (`/api/v1/event/:id`), not a demand-response one (`/api/v1/oadr/event/:id`).
const eventParamOf = (url: string) => (/^\/api\/v1\/event\/:id\b/.test(url) ? 'id' : undefined);

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
 * The start-up checks: a route that names a plant, a device or gateway, a command or an event
 * declares what it does with it, and a declaration has something to resolve. Each entry is the
 * problem, or undefined.
 */
export function declarationProblems(
  url: string,
  config: FastifyContextConfig,
  schema: { body?: unknown; querystring?: unknown } = {},
) {
  const { plant, device, gateway, command, event } = config;
  const plantParam = plantParamOf(url);
  const deviceParam = deviceParamOf(url);
  return [
    plantParam && plant === undefined && `:${plantParam} names a plant; declare config.plant`,
    plant !== undefined &&
      !plantParam &&
      !queryHasPlantId(schema.querystring) &&
      'config.plant needs a plant id in the path or the query',
    deviceParam &&
      device === undefined &&
      gateway === undefined &&
      `:${deviceParam.param} names a device; declare config.device (view, operate, configure or delete)`,
    /:gsns\b/.test(url) && gateway === undefined && ':gsns names gateways; declare config.gateway',
    gateway !== undefined &&
      !gatewaysParamOf(url) &&
      !bodyNamesGateways(schema.body) &&
      'config.gateway needs :sn, :gsns, or sn/sns in the body',
    device !== undefined && !deviceParam && 'config.device needs :sn, or :id after /gateway/ or /battery/',
    commandParamOf(url) && command === undefined && ':id names a command; declare config.command',
    command !== undefined && !commandParamOf(url) && 'config.command needs /command/:id',
    eventParamOf(url) && event === undefined && ':id names an event; declare config.event',
    event !== undefined && !eventParamOf(url) && 'config.event needs /event/:id',
  ].filter((problem): problem is string => typeof problem === 'string');
}

/**
 * The one place access to a plant, a device or gateway, a command or an event is checked. A route
 * naming one declares what it does with it (`config.plant: 'view' | 'edit' | …`,
 * `config.device | gateway | command | event: 'view' | 'operate' | 'configure' | 'delete'`) or stops
 * the server at start-up; before the handler runs, it is looked up with the caller's tenancy and the
 * caller's relation to its plant (one query), refused when not visible (700, 3 or the route's code,
 * 305 for gateways) or when the relation does not give the declared ability (2; the matrix is
 * `deviceAbilities` of the contract, docs/device-abilities.md), and handed over as `request.plant`,
 * `request.device`, `request.gateways`, `request.record`.
 */
export default fp<ResourceAccessOptions>(
  (app, { findPlant, findTargets }, done) => {
    app.decorateRequest('plant', null);
    app.decorateRequest('device', null);
    app.decorateRequest('gateways', null);
    app.decorateRequest('record', null);

    app.addHook('onRoute', (route) => {
      const [problem] = declarationProblems(route.url, route.config ?? {}, route.schema);
      if (problem) throw new Error(`${String(route.method)} ${route.url}: ${problem}`);
    });

    // After validation, so the ids are the schema's parsed values.
    app.addHook('preHandler', async (request) => {
      const { plant, device, gateway, command, event, missingDevice } = request.routeOptions.config;
      if ([plant, device, gateway, command, event].every((each) => each === undefined)) return;
      const url = request.routeOptions.url ?? '';
      const caller = principalOf(request);
      const tenancy = tenancyOf(caller);
      const abilitiesOf = (row: TAccessRow): TAbilities => ({
        relation: row.relation,
        abilities: deviceAbilities(row.relation, caller.readOnly),
      });
      if (plant !== undefined) {
        const param = plantParamOf(url);
        const plantId = param ? valueOf(request.params, param) : valueOf(request.query, 'plantId');
        request.plant = await findPlant(caller, plantId ?? '', plant);
      }
      if (device !== undefined) {
        const { by, param } = deviceParamOf(url)!;
        const key = valueOf(request.params, param) ?? '';
        const target: TAccessTarget = by === 'sn' ? { by, sns: [key] } : { by, id: key };
        // Should a device and a gateway share an SN, the device answers, as it always did.
        const rows = await findTargets(tenancy, target);
        const found = rows.find((row) => row.kind === 'device') ?? rows[0];
        if (!found || (found.kind !== 'device' && found.kind !== 'gateway'))
          throw new AppError(missingDevice ?? ErrorCode.notFound);
        const access = abilitiesOf(found);
        if (!access.abilities[device]) throw new AppError(ErrorCode.noPermission);
        request.device = {
          kind: found.kind,
          id: found.id,
          sn: found.sn ?? key,
          plantId: found.plantId,
          ...access,
        };
      }
      if (gateway !== undefined) {
        const sns = [...new Set(gatewaySnsOf(request))];
        const rows = sns.length === 0 ? [] : await findTargets(tenancy, { by: 'gatewaySn', sns });
        const found = new Map(rows.map((row) => [row.sn, row]));
        if (sns.length === 0 || sns.some((sn) => !found.has(sn)))
          throw new AppError(ErrorCode.gatewayMissing);
        request.gateways = sns.map((sn) => {
          const row = found.get(sn)!;
          const access = abilitiesOf(row);
          return {
            id: row.id,
            sn,
            companyId: row.companyId,
            plantId: row.plantId,
            status: row.status ?? 'offline',
            locked: row.locked ?? false,
            mayOperate: access.abilities[gateway],
            ...access,
          };
        });
        if (!request.gateways.some((each) => each.mayOperate)) throw new AppError(ErrorCode.noPermission);
      }
      const record = command ?? event;
      if (record !== undefined) {
        const id = valueOf(request.params, 'id') ?? '';
        const [found] = await findTargets(tenancy, { by: command !== undefined ? 'command' : 'event', id });
        if (!found) throw new AppError(ErrorCode.notFound);
        const access = abilitiesOf(found);
        const isKindRefused =
          command !== undefined &&
          command !== 'view' &&
          found.commandKind !== null &&
          !caller.permissions.has(commandPermission(found.commandKind, found.deviceSn !== null));
        if (!access.abilities[record] || isKindRefused) throw new AppError(ErrorCode.noPermission);
        request.record = { id: found.id, plantId: found.plantId, gatewayId: found.gatewayId, ...access };
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
export function gatewaysOf(request: FastifyRequest): TResolvedGateway[] {
  if (!request.gateways) throw new Error(`${request.routeOptions.url ?? ''} declares no config.gateway`);
  return request.gateways;
}

/** The device or gateway of a route that declares `config.device`. */
export function deviceOf(request: FastifyRequest): TResolvedDevice {
  if (!request.device) throw new Error(`${request.routeOptions.url ?? ''} declares no config.device`);
  return request.device;
}
