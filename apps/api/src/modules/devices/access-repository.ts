import type { TCommandKind } from '@sunfleet/contract/commands';
import type { TDeviceRelation } from '@sunfleet/contract/abilities';
import type { Database } from '@sunfleet/db/connect';
import { and, rowsOf, sql, type SQL } from '@sunfleet/db/query';
import { plants } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { callerRole, visiblePlants } from '../plants/access.ts';
import { visibleThrough } from './visibility.ts';

/** What a route names, as the access resolver looks it up (`plugins/resource-access.ts`). */
export type TAccessTarget =
  /** Devices or gateways by SN (`:sn`). */
  | { by: 'sn'; sns: readonly string[] }
  /** Gateways only, by SN (`:gsns`, body `sn`/`sns` of command routes). */
  | { by: 'gatewaySn'; sns: readonly string[] }
  | { by: 'deviceId' | 'gatewayId' | 'event' | 'command'; id: string };

/** One thing a route names, the caller sees, with the caller's relation to it. */
export type TAccessRow = {
  kind: 'device' | 'gateway' | 'event' | 'command';
  id: string;
  /** The device's or gateway's SN; a command's gateway; an event's device or gateway. */
  sn: string | null;
  plantId: string | null;
  gatewayId: string | null;
  /** Of the gateway the thing sits behind (commands need them). */
  gatewaySn: string | null;
  companyId: string | null;
  status: string | null;
  locked: boolean | null;
  /** A command's kind and device, for the permission cancelling it asks. */
  commandKind: TCommandKind | null;
  deviceSn: string | null;
  relation: TDeviceRelation;
};

const snList = (sns: readonly string[]) =>
  sql`(SELECT value FROM json_array_elements_text(${JSON.stringify(sns)}::json))`;

/** Each target as rows of (kind, id, sn, plant_id, gateway_id, command_kind, device_sn). */
function targetRows(target: TAccessTarget): SQL {
  const gatewaysWhere = (where: SQL) =>
    sql`SELECT 'gateway' AS kind, id, sn, plant_id, id AS gateway_id, NULL::text AS command_kind, NULL::text AS device_sn FROM gateways WHERE ${where}`;
  const devicesWhere = (where: SQL) =>
    sql`SELECT 'device' AS kind, id, sn, plant_id, gateway_id, NULL::text AS command_kind, NULL::text AS device_sn FROM devices WHERE ${where}`;
  switch (target.by) {
    case 'sn':
      return sql`${devicesWhere(sql`sn IN ${snList(target.sns)}`)} UNION ALL ${gatewaysWhere(sql`sn IN ${snList(target.sns)}`)}`;
    case 'gatewaySn':
      return gatewaysWhere(sql`sn IN ${snList(target.sns)}`);
    case 'deviceId':
      return devicesWhere(sql`id = ${target.id}`);
    case 'gatewayId':
      return gatewaysWhere(sql`id = ${target.id}`);
    case 'event':
      return sql`SELECT 'event' AS kind, e.id, coalesce(d.sn, g.sn) AS sn, e.plant_id, e.gateway_id,
          NULL::text AS command_kind, NULL::text AS device_sn
        FROM events e LEFT JOIN devices d ON d.id = e.device_id LEFT JOIN gateways g ON g.id = e.gateway_id
        WHERE e.id = ${target.id}`;
    case 'command':
      return sql`SELECT 'command' AS kind, c.id, c.gateway_sn AS sn, g.plant_id, g.id AS gateway_id,
          c.kind AS command_kind, c.device_sn
        FROM commands c JOIN gateways g ON g.sn = c.gateway_sn WHERE c.id = ${target.id}`;
  }
}

/**
 * The caller's relation to a device or gateway on a row joined with its plant (`plants`): through
 * the plant when they see it (the plants module's `callerRole`), else through the stock it sits
 * in — the company's own gateways, the platform's, or a gateway assigned to a customer who has not
 * bound it yet (read only).
 */
export function deviceRelation(tenancy: TTenancy): SQL<TDeviceRelation> {
  const stock = { platform: 'platform', company: 'company', customer: 'customer' }[tenancy.scope];
  const isPlantSeen = and(sql`${plants.id} IS NOT NULL`, visiblePlants(tenancy));
  return sql<TDeviceRelation>`CASE WHEN ${isPlantSeen} THEN ${callerRole(tenancy)} ELSE ${stock} END`;
}

/**
 * Who may do what to devices, gateways, commands and events: each thing a route names, found with
 * the caller's tenancy (the devices module's `visibleThrough`) and the caller's relation to its
 * plant, in one query.
 */
export function createAccessRepository(db: Database) {
  return {
    async find(tenancy: TTenancy, target: TAccessTarget): Promise<TAccessRow[]> {
      return rowsOf<TAccessRow>(
        await db.execute(sql`
          SELECT t.kind, t.id, t.sn, t.plant_id AS "plantId", t.gateway_id AS "gatewayId",
            gw.sn AS "gatewaySn", gw.company_id AS "companyId", gw.status, gw.locked,
            t.command_kind AS "commandKind", t.device_sn AS "deviceSn",
            ${deviceRelation(tenancy)} AS relation
          FROM (${targetRows(target)}) t
          LEFT JOIN gateways gw ON gw.id = t.gateway_id
          LEFT JOIN ${plants} ON ${plants.id} = t.plant_id
          WHERE ${visibleThrough(tenancy, sql`t.plant_id`, sql`t.gateway_id`) ?? sql`true`}`),
      );
    },
  };
}
export type AccessRepository = ReturnType<typeof createAccessRepository>;
