import type { TCommand, TCommandListQuery } from '@sunfleet/contract/commands';
import type { Database } from '@sunfleet/db/connect';
import { commandColumns, commandOf } from '@sunfleet/commands/queue';
import { and, rowsOf, sql, type SQL } from '@sunfleet/db/query';
import { gateways } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { visibleThrough } from '../devices/visibility.ts';

/** The gateways a caller sees (the devices module's rule), as a condition on `commands.gateway_sn`. */
function visibleGateways(tenancy: TTenancy): SQL {
  const visible = visibleThrough(tenancy, gateways.plantId, gateways.id);
  return visible
    ? sql`commands.gateway_sn IN (SELECT ${gateways.sn} FROM ${gateways} WHERE ${visible})`
    : sql`TRUE`;
}

/** Commands as the caller may see them: those to gateways the caller sees. */
export function createCommandsRepository(db: Database) {
  return {
    async findVisible(tenancy: TTenancy, id: string): Promise<TCommand | undefined> {
      const [row] = rowsOf<Parameters<typeof commandOf>[0]>(
        await db.execute(
          sql`SELECT ${commandColumns} FROM commands WHERE commands.id = ${id} AND ${visibleGateways(tenancy)}`,
        ),
      );
      return row ? commandOf(row) : undefined;
    },

    async visibleIds(tenancy: TTenancy, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          SELECT id FROM commands
          WHERE id IN (SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(ids)}::json))
            AND ${visibleGateways(tenancy)}`),
      );
      return rows.map((row) => row.id);
    },

    async list(tenancy: TTenancy, query: TCommandListQuery): Promise<{ infos: TCommand[]; total: number }> {
      const where = and(
        visibleGateways(tenancy),
        query.gatewaySn === undefined ? undefined : sql`commands.gateway_sn = ${query.gatewaySn}`,
        query.deviceSn === undefined ? undefined : sql`commands.device_sn = ${query.deviceSn}`,
        query.kind === undefined ? undefined : sql`commands.kind = ${query.kind}`,
        query.state === undefined ? undefined : sql`commands.state = ${query.state}`,
      );
      const rows = rowsOf<Parameters<typeof commandOf>[0] & { total: number }>(
        await db.execute(sql`
          SELECT ${commandColumns}, count(*) OVER ()::int AS total FROM commands
          WHERE ${where}
          ORDER BY created_at DESC, seq DESC
          LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`),
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.page > 1) {
        const [counted] = rowsOf<{ total: number }>(
          await db.execute(sql`SELECT count(*)::int AS total FROM commands WHERE ${where}`),
        );
        total = counted?.total ?? 0;
      }
      return { infos: rows.map(commandOf), total };
    },

    /** The gateways of `sns` the caller sees, with what a command needs of them. */
    async visibleGateways(tenancy: TTenancy, sns: readonly string[]) {
      if (sns.length === 0) return [];
      const visible = visibleThrough(tenancy, gateways.plantId, gateways.id);
      return db
        .select({
          id: gateways.id,
          sn: gateways.sn,
          companyId: gateways.companyId,
          plantId: gateways.plantId,
          status: gateways.status,
          locked: gateways.locked,
        })
        .from(gateways)
        .where(
          and(
            sql`${gateways.sn} IN (SELECT value FROM json_array_elements_text(${JSON.stringify(sns)}::json))`,
            visible,
          ),
        );
    },
  };
}
export type CommandsRepository = ReturnType<typeof createCommandsRepository>;
