import type { TDrProgramId } from '@sunfleet/contract/demand-response';
import { sql } from '@sunfleet/db/query';
import { createDevice } from '@sunfleet/db/telemetry-testing';
import type { TestApp } from '../../testing.ts';
import { rowsOf } from '@sunfleet/db/query';
import { createDrEventsRepository } from './events.repository.ts';
import { createDispatcher } from './ven.dispatch.ts';

/**
 * A battery device on a gateway, enrolled (accepted) in `programId` at `participationLevel` %.
 * Takes any database handle (the dispatch benchmark seeds its fleet with it).
 */
export async function enrolledBattery(
  t: Pick<TestApp, 'database'>,
  where: { gatewayId: string; plantId: string },
  options: {
    programId?: TDrProgramId;
    participationLevel?: number;
    dischargeKw?: number;
    /** The plant's battery device to enrol; by default a new one. */
    device?: { id: string; sn: string };
  } = {},
) {
  const device =
    options.device ??
    (await createDevice(t.database, {
      gatewayId: where.gatewayId,
      plantId: where.plantId,
      kind: 'batteryBms',
      dictionaryId: 'sofar_lsw3',
    }));
  const [enrollment] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      INSERT INTO dr_enrollments (program_id, plant_id, state, participation_level, source_account, utility_account,
        first_name, last_name, email, service_address, mailing_address, terms_accepted_at)
      VALUES (${options.programId ?? 'eversource-bat'}, ${where.plantId}, 'accepted', ${options.participationLevel ?? 100},
        '12345', ${`acct-${device.sn.slice(-8).toLowerCase()}`}, 'Ada', 'Lovelace', 'ada@example.com', '{}'::jsonb, '{}'::jsonb, now())
      RETURNING id`),
  );
  await t.database.db.execute(sql`
    INSERT INTO dr_enrollment_devices (enrollment_id, sn, device_id, manufacturer, model, install_date, charge_kw,
      discharge_kw, storage_kwh)
    VALUES (${enrollment!.id}, ${device.sn}, ${device.id}, 'Sunfleet', 'SB-13', '2025-05-01', 5,
      ${options.dischargeKw ?? 5}, 13.5)`);
  return { device, enrollmentId: enrollment!.id };
}

/** The event side as the api builds it (container.ts), on a test app's database. */
export function drEventsOf(t: TestApp, poke: () => void = () => undefined) {
  const repository = createDrEventsRepository(t.database.db);
  return { repository, dispatcher: createDispatcher({ db: t.database.db, repository, poke }) };
}

/** An OpenADR event as the VEN reads it, for `repository.upsert`. */
export const vtnEvent = (
  vtnEventId: string,
  window: { startsAt: Date; endsAt: Date },
  revision = '2026-07-01T12:00:00Z',
) => ({
  vtnEventId,
  vtnProgramId: 'program-1',
  programId: 'eversource-bat' as const,
  name: 'peak',
  reading: 'dispatch' as const,
  refusal: '',
  level: 1,
  ...window,
  body: { id: vtnEventId },
  vtnModifiedAt: revision,
});
