import type { TCampaignFilter, TCampaignSelection } from '@sunfleet/contract/campaigns';
import type { Database } from '@sunfleet/db/connect';
import { and, eq, sql, type SQL } from '@sunfleet/db/query';
import { devices, gateways, plants } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { visibleThrough } from '../devices/visibility.ts';
import { settingsDeviceFields } from '../settings/repository.ts';

/**
 * Which campaigns a caller sees: the platform all; a company its own (whoever of its staff started
 * them); a customer those they started.
 */
export function campaignsVisibleTo(tenancy: TTenancy): SQL {
  switch (tenancy.scope) {
    case 'platform':
      return sql`TRUE`;
    case 'company':
      return sql`c.company_id = ${tenancy.companyId}`;
    case 'customer':
      return sql`c.created_by = ${tenancy.userId}`;
  }
}

/** The campaigns a caller sees, of one kind and state when asked. */
export const campaignListWhere = (
  tenancy: TTenancy,
  query: { kind?: string | undefined; state?: string | undefined },
) =>
  and(
    campaignsVisibleTo(tenancy),
    query.kind === undefined ? undefined : sql`c.kind = ${query.kind}`,
    query.state === undefined ? undefined : sql`c.state = ${query.state}`,
  ) ?? sql`TRUE`;

/**
 * The devices a caller sees for a campaign: the devices module's rule. The service then keeps
 * those on which the caller holds the kind's ability (docs/device-abilities.md).
 */
export const operableBy = (tenancy: TTenancy) => visibleThrough(tenancy, gateways.plantId, gateways.id);

const snIn = (column: typeof gateways.sn | typeof devices.sn, sns: readonly string[]) =>
  sql`${column} IN (SELECT value FROM json_array_elements_text(${JSON.stringify(sns)}::json))`;

/** The firmware a device reports (migrations 0041/0042; not in the shared schema file yet). */
const deviceFirmware = sql<string | null>`${devices}.firmware_version`;

/**
 * The filter's conditions on the columns of one family; hardware version is the gateway's only
 * (the service refuses it for inverters). The customer is the plant's, or the gateway's when it
 * was assigned to one and sits on no plant yet.
 */
function filterWhere(filter: TCampaignFilter, columns: Record<TFilteredColumn, SQL>): SQL | undefined {
  const equal = (column: TFilteredColumn, value: string | undefined) =>
    value === undefined ? undefined : sql`${columns[column]} = ${value}`;
  return and(
    equal('plantId', filter.plantId),
    filter.companyId === undefined ? undefined : eq(gateways.companyId, filter.companyId),
    filter.customerId === undefined
      ? undefined
      : sql`coalesce(${plants.customerId}, ${gateways.customerId}) = ${filter.customerId}`,
    equal('model', filter.model),
    equal('hardwareVersion', filter.hardwareVersion),
    equal('firmwareVersion', filter.firmwareVersion),
    equal('status', filter.status),
  );
}
type TFilteredColumn = 'plantId' | 'model' | 'hardwareVersion' | 'firmwareVersion' | 'status';

/** What a preview shows of a candidate and the window needs of its site. */
const candidateFields = {
  plantName: plants.name,
  timeZone: sql<string>`coalesce(${plants.timeZone}, 'UTC')`,
  locked: gateways.locked,
};

/** Resolves a campaign's selection to devices with the caller's tenancy, at creation and in a preview. */
export function createCampaignsRepository(db: Database) {
  return {
    /** The gateways of a selection the caller sees, by SN, with what a preview and a target need. */
    async gateways(tenancy: TTenancy, selection: TCampaignSelection) {
      const chosen =
        'sns' in selection
          ? snIn(gateways.sn, selection.sns)
          : filterWhere(selection.filter, {
              plantId: sql`${gateways.plantId}`,
              model: sql`${gateways.model}`,
              hardwareVersion: sql`${gateways.hardwareVersion}`,
              firmwareVersion: sql`${gateways.softwareVersion}`,
              status: sql`${gateways.status}`,
            });
      return db
        .select({
          ...candidateFields,
          sn: gateways.sn,
          gatewaySn: gateways.sn,
          plantId: gateways.plantId,
          model: gateways.model,
          hardwareVersion: gateways.hardwareVersion,
          firmwareVersion: gateways.softwareVersion,
          status: gateways.status,
        })
        .from(gateways)
        .leftJoin(plants, eq(plants.id, gateways.plantId))
        .where(and(chosen, operableBy(tenancy)))
        .orderBy(gateways.sn);
    },

    /**
     * The inverters of a selection the caller sees, with what a settings write and a preview need;
     * `withBatteries`: the batteries' BMSs too (an upgrade reaches them through the gateway).
     */
    async inverters(tenancy: TTenancy, selection: TCampaignSelection, withBatteries = false) {
      const chosen =
        'sns' in selection
          ? snIn(devices.sn, selection.sns)
          : filterWhere(selection.filter, {
              plantId: sql`${devices.plantId}`,
              model: sql`${devices.dictionaryId}`,
              // Inverters report no hardware version: the service refuses the condition before.
              hardwareVersion: sql`NULL::text`,
              firmwareVersion: deviceFirmware,
              status: sql`${devices.status}`,
            });
      return db
        .select({
          ...settingsDeviceFields,
          ...candidateFields,
          model: devices.dictionaryId,
          hardwareVersion: sql<string | null>`NULL::text`,
          firmwareVersion: deviceFirmware,
        })
        .from(devices)
        .innerJoin(gateways, eq(gateways.id, devices.gatewayId))
        .leftJoin(plants, eq(plants.id, devices.plantId))
        .where(
          and(
            chosen,
            withBatteries
              ? sql`(${devices.kind} LIKE 'inverter%' OR ${devices.kind} = 'batteryBms')`
              : sql`${devices.kind} LIKE 'inverter%'`,
            operableBy(tenancy),
          ),
        )
        .orderBy(devices.sn);
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
