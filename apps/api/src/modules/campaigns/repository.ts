import type { TCampaignFilter, TCampaignSelection } from '@sunfleet/contract/campaigns';
import type { Database } from '@sunfleet/db/connect';
import { and, eq, sql, type SQL } from '@sunfleet/db/query';
import { devices, gateways } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { visibleThrough } from '../devices/visibility.ts';
import { selectSettingsDevices } from '../settings/repository.ts';

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
 * The devices a caller may act on in a campaign. Today: the devices and gateways the caller sees
 * (the devices module's rule). This is the one condition every target of every campaign passes
 * through, so the operate ability of issue 21's access rule replaces it here.
 */
export const operableBy = (tenancy: TTenancy) => visibleThrough(tenancy, gateways.plantId, gateways.id);

const snIn = (column: typeof gateways.sn | typeof devices.sn, sns: readonly string[]) =>
  sql`${column} IN (SELECT value FROM json_array_elements_text(${JSON.stringify(sns)}::json))`;

function gatewayFilter(filter: TCampaignFilter): SQL | undefined {
  return and(
    filter.plantId === undefined ? undefined : eq(gateways.plantId, filter.plantId),
    filter.companyId === undefined ? undefined : eq(gateways.companyId, filter.companyId),
    filter.model === undefined ? undefined : eq(gateways.model, filter.model),
    filter.status === undefined ? undefined : eq(gateways.status, filter.status),
  );
}

function inverterFilter(filter: TCampaignFilter): SQL | undefined {
  return and(
    filter.plantId === undefined ? undefined : eq(devices.plantId, filter.plantId),
    filter.companyId === undefined ? undefined : eq(gateways.companyId, filter.companyId),
    filter.model === undefined ? undefined : eq(devices.dictionaryId, filter.model),
    filter.status === undefined ? undefined : eq(devices.status, filter.status),
  );
}

/** Resolves a campaign's selection to devices with the caller's tenancy, at creation. */
export function createCampaignsRepository(db: Database) {
  return {
    /** The gateways of a selection the caller may act on, in the order named (or by SN). */
    async gateways(tenancy: TTenancy, selection: TCampaignSelection) {
      const chosen = 'sns' in selection ? snIn(gateways.sn, selection.sns) : gatewayFilter(selection.filter);
      return db
        .select({
          sn: gateways.sn,
          plantId: gateways.plantId,
          locked: gateways.locked,
        })
        .from(gateways)
        .where(and(chosen, operableBy(tenancy)))
        .orderBy(gateways.sn);
    },

    /** The inverters of a selection the caller may act on, with what a settings write needs. */
    async inverters(tenancy: TTenancy, selection: TCampaignSelection) {
      const chosen = 'sns' in selection ? snIn(devices.sn, selection.sns) : inverterFilter(selection.filter);
      return selectSettingsDevices(db)
        .where(and(chosen, sql`${devices.kind} LIKE 'inverter%'`, operableBy(tenancy)))
        .orderBy(devices.sn);
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
