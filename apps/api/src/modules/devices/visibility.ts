import { or, sql, type eq, type SQL } from '@sunfleet/db/query';
import { gateways } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { isCompanyOrBelow, isVisiblePlantId } from '../plants/access.ts';

type TColumn = Parameters<typeof eq>[0];

/**
 * What a caller may see of a device, a gateway or what they report (events, values): that of the
 * plants the caller sees (the plants module's rule, shares included), and that of the gateways
 * assigned to the caller's company or to the customer themself before they are bound to a plant.
 * `plantId` and `gatewayId` are the row's columns naming its plant and gateway. A customer's
 * plants and gateways are collected first (`= ANY(ARRAY(…))`), so their rows are found through the
 * indexes on those columns, not by testing every row (docs/adr/0051).
 */
export function visibleThrough(tenancy: TTenancy, plantId: TColumn, gatewayId: TColumn): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return or(
        isVisiblePlantId(tenancy, plantId),
        sql`EXISTS (SELECT 1 FROM ${gateways} vg WHERE vg.id = ${gatewayId} AND vg.company_id = ${tenancy.companyId})`,
      );
    case 'customer':
      return or(
        isVisiblePlantId(tenancy, plantId),
        sql`${gatewayId} = ANY(ARRAY(SELECT g.id FROM ${gateways} g WHERE g.customer_id = ${tenancy.userId}))`,
      );
  }
}

/**
 * The counter rows (`device_counts`, `gateway_counts`, ADR 0064) that together count the devices or
 * gateways a tenancy sees, where those are whole companies: the rule above, on the companies each
 * row is counted under (`plantCompanyKey` its plant's, `companyKey` its gateway's). Every row for
 * the platform; for company staff the rows whose plant is of their company or one below it, or
 * whose gateway is their company's. A customer's few rows are counted directly: `undefined`.
 */
export function visibleCounterRows(
  tenancy: TTenancy,
  plantCompanyKey: TColumn,
  companyKey: TColumn,
): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return sql`true`;
    case 'company':
      return or(
        isCompanyOrBelow(plantCompanyKey, tenancy.companyId),
        sql`${companyKey} = ${tenancy.companyId}`,
      );
    case 'customer':
      return undefined;
  }
}
