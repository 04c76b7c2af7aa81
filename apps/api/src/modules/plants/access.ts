import type { TPlantRole } from '@sunfleet/contract/plants';
import { and, eq, or, sql, type SQL } from '@sunfleet/db/query';
import { plantShares } from '@sunfleet/db/plant-schema';
import { plants } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';

/**
 * Who sees which plant (spec section 6): the platform every plant; company staff their company's
 * plants; a customer the plants they own and those shared with them. Every plant query of this
 * module puts this in its WHERE clause.
 */
export function visiblePlants(tenancy: TTenancy): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return eq(plants.companyId, tenancy.companyId);
    case 'customer':
      return ownedOrSharedWith(tenancy.userId);
  }
}

/** Plants a user owns or has been shared. */
export function ownedOrSharedWith(userId: string): SQL | undefined {
  return or(
    eq(plants.ownerUserId, userId),
    sql`EXISTS (SELECT 1 FROM ${plantShares} WHERE ${plantShares.plantId} = ${plants.id} AND ${plantShares.userId} = ${userId})`,
  );
}

/** Ids of the plants a tenancy sees that also meet `condition`, for `plant_id IN (…)`. */
export const visiblePlantIds = (tenancy: TTenancy, condition?: SQL) =>
  sql`SELECT ${plants.id} FROM ${plants} WHERE ${and(visiblePlants(tenancy), condition) ?? sql`true`}`;

/** The caller's role on each plant row, as an SQL expression (meaningful on visible rows only). */
export function callerRole(tenancy: TTenancy): SQL<TPlantRole> {
  switch (tenancy.scope) {
    case 'platform':
      return sql<TPlantRole>`'platform'`;
    case 'company':
      return sql<TPlantRole>`'company'`;
    case 'customer':
      return sql<TPlantRole>`CASE WHEN ${plants.ownerUserId} = ${tenancy.userId} THEN 'owner' ELSE (
        SELECT ${plantShares.role} FROM ${plantShares}
        WHERE ${plantShares.plantId} = ${plants.id} AND ${plantShares.userId} = ${tenancy.userId}) END`;
  }
}
