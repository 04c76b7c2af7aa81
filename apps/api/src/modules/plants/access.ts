import type { TPlantRole } from '@sunfleet/contract/plants';
import { and, eq, or, placeholderFor, sql, type SQL, type SQLWrapper } from '@sunfleet/db/query';
import { plantShares, plantStatusCounts } from '@sunfleet/db/plant-schema';
import { companyAgents } from '@sunfleet/db/schema';
import { plants } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';

/**
 * A column of `plants` named with its table. Drizzle names columns bare in single-table selects;
 * inside a subquery a bare `"id"` would bind to the subquery's own table, so subqueries refer to
 * the outer plant through this.
 */
export const plantColumn = (column: { name: string }) => sql`${plants}.${sql.identifier(column.name)}`;

/**
 * The companies below `companyId`: its agents, their agents and so on (the hierarchy has no
 * cycles, and UNION stops one anyway).
 */
const agentCompanyIds = (companyId: string) => sql`WITH RECURSIVE below(id) AS (
    SELECT a.agent_company_id FROM ${companyAgents} a WHERE a.upper_company_id = ${companyId}
    UNION
    SELECT a.agent_company_id FROM ${companyAgents} a JOIN below ON a.upper_company_id = below.id
  ) SELECT id FROM below`;

/**
 * `column` names the company `companyId` or one below it: the companies whose plants its staff see.
 * For counter rows keyed by company (ADR 0064).
 */
export const isCompanyOrBelow = (column: SQLWrapper, companyId: string) =>
  or(sql`${column} = ${companyId}`, sql`${column} IN (${agentCompanyIds(companyId)})`);

/**
 * Who sees which plant (spec section 6): the platform every plant; company staff their company's
 * plants and, read-only, those of the companies below it (its agents, theirs …); a customer the
 * plants they own, those shared with them and those their company built for them
 * (`plants.customer_id`, read only; ADR 0033). Every plant query of this module puts this in its
 * WHERE clause, and devices and events follow it (`visiblePlantIds`).
 */
export function visiblePlants(tenancy: TTenancy): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return or(
        eq(plants.companyId, tenancy.companyId),
        sql`${plantColumn(plants.companyId)} IN (${agentCompanyIds(tenancy.companyId)})`,
      );
    case 'customer':
      return ownedOrSharedWith(tenancy.userId);
  }
}

/**
 * The counter rows (`plant_status_counts`) that together count the plants a tenancy sees, where
 * those are whole companies: every row for the platform, the company's and its agents' rows for
 * company staff. A customer sees a few plants of their own, counted directly: `undefined`.
 */
export function visibleCountRows(tenancy: TTenancy): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return sql`true`;
    case 'company':
      return isCompanyOrBelow(plantStatusCounts.companyKey, tenancy.companyId);
    case 'customer':
      return undefined;
  }
}

/**
 * A tenancy of `scope` whose ids are the placeholders `userId` and `companyId`: a query built once
 * from it (`builtOnce`) serves every caller of that scope, run with `tenancyValues` of theirs.
 */
export function placeholderTenancy(scope: TTenancy['scope']): TTenancy {
  const userId = placeholderFor('userId');
  const companyId = placeholderFor('companyId');
  switch (scope) {
    case 'platform':
      return { scope };
    case 'company':
      return { scope, companyId };
    case 'customer':
      return { scope, userId, companyId };
  }
}

/** The values of `placeholderTenancy`'s placeholders for a caller. */
export const tenancyValues = (tenancy: TTenancy) => ({
  userId: tenancy.scope === 'customer' ? tenancy.userId : null,
  companyId: tenancy.scope === 'platform' ? null : tenancy.companyId,
});

/**
 * Ids of the plants a user owns, has been shared, or that their company built for them: three
 * index lookups, collected once per statement (`ARRAY(…)` is evaluated before the rows), so the
 * plants or devices they name are then found by their own indexes, never by scanning every row.
 */
const customerPlantIds = (userId: string) => sql`ARRAY(
  SELECT p.id FROM ${plants} p WHERE p.owner_user_id = ${userId}
  UNION ALL SELECT p.id FROM ${plants} p WHERE p.customer_id = ${userId}
  UNION ALL SELECT s.plant_id FROM ${plantShares} s WHERE s.user_id = ${userId})`;

/** Plants a user owns, has been shared, or that their company built for them. */
export const ownedOrSharedWith = (userId: string): SQL =>
  sql`${plantColumn(plants.id)} = ANY(${customerPlantIds(userId)})`;

/**
 * `column` names a plant the tenancy sees: for a customer an indexable `= ANY(…)` of their few
 * plants; for company staff, a plant of their company or those below it, as `EXISTS` so that the
 * planner may look each row's plant up (a page stops after its rows) or hash them all (counts).
 */
export function isVisiblePlantId(tenancy: TTenancy, column: SQLWrapper): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return sql`EXISTS (SELECT 1 FROM ${plants} vp WHERE vp.id = ${column}
        AND (vp.company_id = ${tenancy.companyId} OR vp.company_id IN (${agentCompanyIds(tenancy.companyId)})))`;
    case 'customer':
      return sql`${column} = ANY(${customerPlantIds(tenancy.userId)})`;
  }
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
      // An agent's plant is the upper company's to look at only.
      return sql<TPlantRole>`CASE WHEN ${plantColumn(plants.companyId)} = ${tenancy.companyId} THEN 'company' ELSE 'principal' END`;
    case 'customer':
      return sql<TPlantRole>`CASE WHEN ${plants.ownerUserId} = ${tenancy.userId} THEN 'owner' ELSE coalesce((
        SELECT s.role FROM ${plantShares} s
        WHERE s.plant_id = ${plantColumn(plants.id)} AND s.user_id = ${tenancy.userId}), 'customer') END`;
  }
}
