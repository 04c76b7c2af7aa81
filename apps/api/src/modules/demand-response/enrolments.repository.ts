import type {
  TDrAddress,
  TDrDevice,
  TDrEnrollmentDevice,
  TDrEnrollmentState,
  TDrHistoryAction,
  TDrHistoryEntry,
  TDrProgramId,
} from '@sunfleet/contract/demand-response';
import { drLiveStates } from '@sunfleet/contract/demand-response';
import type { Database } from '@sunfleet/db/connect';
import {
  drEnrollmentDevices,
  drEnrollmentHistory,
  drEnrollments,
  type TDrEnrollmentRow,
} from '@sunfleet/db/demand-response-schema';
import { and, asc, desc, eq, inArray, isNull, sql } from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { devices, plants } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { visiblePlantIds, visiblePlants } from '../plants/access.ts';

/** An enrolment row with its plant's name, as lists show it. */
export type TEnrollmentRecord = TDrEnrollmentRow & { plantName: string };

/** A history row to write: how the enrolment moved, who moved it and why. */
export type THistoryInput = {
  fromState: TDrEnrollmentState | null;
  toState: TDrEnrollmentState;
  action: TDrHistoryAction;
  actor: string;
  note?: string;
};

export type TNewEnrollment = {
  programId: TDrProgramId;
  plantId: string;
  state: TDrEnrollmentState;
  participationLevel: number;
  sourceAccount: string;
  utilityAccount: string;
  firstName: string;
  lastName: string;
  email: string;
  serviceAddress: TDrAddress;
  mailingAddress: TDrAddress;
  createdBy: string;
};

type TTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const enrollmentColumns = { enrollment: drEnrollments, plantName: plants.name };
const notRemoved = isNull(drEnrollmentDevices.removedAt);

/** Rows for the devices of an enrolment, with Sunfleet's device of that serial on the same plant. */
function deviceRows(tx: TTransaction | Database, enrollmentId: string, plantId: string, list: TDrDevice[]) {
  return tx.insert(drEnrollmentDevices).values(
    list.map((device) => ({
      enrollmentId,
      sn: device.sn,
      deviceId: sql`(SELECT ${devices.id} FROM ${devices} WHERE ${devices.sn} = ${device.sn} AND ${devices.plantId} = ${plantId})`,
      manufacturer: device.manufacturer,
      model: device.model,
      installDate: device.installDate,
      chargeKw: String(device.chargeKw),
      dischargeKw: String(device.dischargeKw),
      storageKwh: String(device.storageKwh),
    })),
  );
}

const history = (tx: TTransaction, enrollmentId: string, entry: THistoryInput) =>
  tx.insert(drEnrollmentHistory).values({ enrollmentId, ...entry, note: entry.note ?? '' });

/** The only SQL of demand-response enrolment (migration 0043). */
export function createEnrolmentsRepository(db: Database) {
  return {
    /** Enrolments on plants the tenancy sees, newest first. */
    async list(tenancy: TTenancy): Promise<TEnrollmentRecord[]> {
      const rows = await db
        .select(enrollmentColumns)
        .from(drEnrollments)
        .innerJoin(plants, eq(plants.id, drEnrollments.plantId))
        .where(visiblePlants(tenancy))
        .orderBy(desc(drEnrollments.createdAt));
      return rows.map(({ enrollment, plantName }) => ({ ...enrollment, plantName }));
    },

    /** One enrolment, if the tenancy sees its plant. */
    async find(tenancy: TTenancy, id: string): Promise<TEnrollmentRecord | null> {
      const [row] = await db
        .select(enrollmentColumns)
        .from(drEnrollments)
        .innerJoin(plants, eq(plants.id, drEnrollments.plantId))
        .where(and(eq(drEnrollments.id, id), visiblePlants(tenancy)));
      return row ? { ...row.enrollment, plantName: row.plantName } : null;
    },

    /** The devices still in the enrolments, by enrolment id. */
    async devices(enrollmentIds: string[]): Promise<Map<string, TDrEnrollmentDevice[]>> {
      const byEnrollment = new Map<string, TDrEnrollmentDevice[]>();
      if (enrollmentIds.length === 0) return byEnrollment;
      const rows = await db
        .select()
        .from(drEnrollmentDevices)
        .where(and(inArray(drEnrollmentDevices.enrollmentId, enrollmentIds), notRemoved))
        .orderBy(asc(drEnrollmentDevices.createdAt), asc(drEnrollmentDevices.sn));
      for (const row of rows) {
        const list = byEnrollment.get(row.enrollmentId) ?? [];
        list.push({
          sn: row.sn,
          deviceId: row.deviceId,
          manufacturer: row.manufacturer,
          model: row.model,
          installDate: row.installDate,
          chargeKw: Number(row.chargeKw),
          dischargeKw: Number(row.dischargeKw),
          storageKwh: Number(row.storageKwh),
        });
        byEnrollment.set(row.enrollmentId, list);
      }
      return byEnrollment;
    },

    async history(enrollmentId: string): Promise<TDrHistoryEntry[]> {
      const rows = await db
        .select({
          fromState: drEnrollmentHistory.fromState,
          toState: drEnrollmentHistory.toState,
          action: drEnrollmentHistory.action,
          actor: sql<string | null>`coalesce(nullif(${users.nickname}, ''), ${users.account})`,
          at: drEnrollmentHistory.at,
          note: drEnrollmentHistory.note,
        })
        .from(drEnrollmentHistory)
        .leftJoin(users, eq(users.id, drEnrollmentHistory.actor))
        .where(eq(drEnrollmentHistory.enrollmentId, enrollmentId))
        .orderBy(asc(drEnrollmentHistory.at), asc(drEnrollmentHistory.id));
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },

    /** Serials of `sns` in a live enrolment other than `exceptEnrollmentId`. */
    async serialsInUse(sns: string[], exceptEnrollmentId?: string): Promise<string[]> {
      if (sns.length === 0) return [];
      const rows = await db
        .select({ sn: drEnrollmentDevices.sn })
        .from(drEnrollmentDevices)
        .where(
          and(
            inArray(drEnrollmentDevices.sn, sns),
            eq(drEnrollmentDevices.active, true),
            exceptEnrollmentId
              ? sql`${drEnrollmentDevices.enrollmentId} <> ${exceptEnrollmentId}`
              : undefined,
          ),
        );
      return rows.map((row) => row.sn);
    },

    /** Is the utility account in a live enrolment of the programme? */
    async isAccountBound(programId: TDrProgramId, utilityAccount: string): Promise<boolean> {
      const [row] = await db
        .select({ id: drEnrollments.id })
        .from(drEnrollments)
        .where(
          and(
            eq(drEnrollments.programId, programId),
            eq(drEnrollments.utilityAccount, utilityAccount),
            inArray(drEnrollments.state, [...drLiveStates]),
          ),
        );
      return row !== undefined;
    },

    /** Creates an enrolment with its devices and first history row, in one transaction. */
    async create(values: TNewEnrollment, list: TDrDevice[], entry: THistoryInput): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(drEnrollments)
          .values({ ...values, termsAcceptedAt: new Date() })
          .returning({ id: drEnrollments.id });
        const id = row!.id;
        await deviceRows(tx, id, values.plantId, list);
        await history(tx, id, entry);
        return id;
      });
    },

    /**
     * Moves an enrolment from the state it was read in; false when another request moved it first
     * (the caller then re-reads and refuses).
     */
    async transition(
      id: string,
      change: { from: TDrEnrollmentState; to: TDrEnrollmentState; optedOut: boolean },
      entry: THistoryInput,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(drEnrollments)
          .set({ state: change.to, optedOut: change.optedOut, updatedAt: new Date() })
          .where(and(eq(drEnrollments.id, id), eq(drEnrollments.state, change.from)))
          .returning({ id: drEnrollments.id });
        if (moved.length === 0) return false;
        await history(tx, id, entry);
        return true;
      });
    },

    async addDevices(enrollment: TDrEnrollmentRow, list: TDrDevice[], entry: THistoryInput) {
      await db.transaction(async (tx) => {
        await deviceRows(tx, enrollment.id, enrollment.plantId, list);
        await tx
          .update(drEnrollments)
          .set({ updatedAt: new Date() })
          .where(eq(drEnrollments.id, enrollment.id));
        await history(tx, enrollment.id, entry);
      });
    },

    /** Marks a device removed (kept for the record); false when it was not in the enrolment. */
    async removeDevice(enrollmentId: string, sn: string, entry: THistoryInput): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .update(drEnrollmentDevices)
          .set({ removedAt: new Date() })
          .where(
            and(
              eq(drEnrollmentDevices.enrollmentId, enrollmentId),
              eq(drEnrollmentDevices.sn, sn),
              notRemoved,
            ),
          )
          .returning({ id: drEnrollmentDevices.id });
        if (removed.length === 0) return false;
        await tx
          .update(drEnrollments)
          .set({ updatedAt: new Date() })
          .where(eq(drEnrollments.id, enrollmentId));
        await history(tx, enrollmentId, entry);
        return true;
      });
    },

    /**
     * Plants the tenancy sees, with their time zone: all of them for the caller's own id, those
     * owned by (or built for) user `userId` otherwise.
     */
    async stations(tenancy: TTenancy, userId: string, isSelf: boolean) {
      const owned = isSelf
        ? undefined
        : sql`(${plants.ownerUserId} = ${userId} OR ${plants.customerId} = ${userId})`;
      return db
        .select({ id: plants.id, name: plants.name, timeZone: plants.timeZone })
        .from(plants)
        .where(sql`${plants.id} IN (${visiblePlantIds(tenancy, owned)})`)
        .orderBy(asc(plants.name));
    },

    /**
     * The plant's master battery device: the first hybrid inverter (it drives the battery),
     * else the first BMS.
     */
    async masterDevice(plantId: string) {
      const [row] = await db
        .select({
          id: devices.id,
          sn: devices.sn,
          kind: devices.kind,
          dictionaryId: devices.dictionaryId,
          ratedPowerKw: devices.ratedPowerKw,
          commissioningDate: plants.commissioningDate,
        })
        .from(devices)
        .innerJoin(plants, eq(plants.id, devices.plantId))
        .where(
          and(
            eq(devices.plantId, plantId),
            inArray(devices.kind, ['inverterSinglePhaseHybrid', 'inverterThreePhaseHybrid', 'batteryBms']),
          ),
        )
        .orderBy(sql`${devices.kind} = 'batteryBms'`, asc(devices.sn))
        .limit(1);
      return row ?? null;
    },
  };
}
export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;
