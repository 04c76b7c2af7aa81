import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connect.ts';
import { drEnrollmentDevices, drEnrollments } from './demand-response-schema.ts';
import { createPlant, uniqueSn } from './telemetry-testing.ts';
import { createTestDatabase } from './testing.ts';

const address = {
  country: 'US',
  region: 'MA',
  locality: 'Hyannis',
  extendedAddress: '',
  streetAddress: '1 Main St',
  postalCode: '02601',
};

describe('migration 0043: demand-response enrolments', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function enrol(utilityAccount: string, sn: string) {
    const plant = await createPlant(handle);
    const [row] = await handle.db
      .insert(drEnrollments)
      .values({
        programId: 'eversource-bat',
        plantId: plant.id,
        sourceAccount: '123',
        utilityAccount,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        serviceAddress: address,
        mailingAddress: address,
        termsAcceptedAt: new Date(),
      })
      .returning();
    await handle.db.insert(drEnrollmentDevices).values({
      enrollmentId: row!.id,
      sn,
      manufacturer: 'Sunfleet',
      model: 'B10',
      installDate: '2025-05-01',
      chargeKw: '5',
      dischargeKw: '5',
      storageKwh: '10',
    });
    return row!;
  }

  it('keeps a serial in one live enrolment and frees it when the enrolment ends', async () => {
    const sn = uniqueSn('BT');
    const first = await enrol(`acct-${sn.slice(-6).toLowerCase()}`, sn);
    await expect(enrol('other-account', sn)).rejects.toThrow();
    await handle.db.execute(sql`UPDATE dr_enrollments SET state = 'unenrolled' WHERE id = ${first.id}`);
    const [device] = await handle.db
      .select({ active: drEnrollmentDevices.active })
      .from(drEnrollmentDevices)
      .where(eq(drEnrollmentDevices.enrollmentId, first.id));
    expect(device?.active).toBe(false);
    await expect(enrol('third-account', sn)).resolves.toBeTruthy();
  });

  it('binds a utility account to one live enrolment of a programme', async () => {
    await enrol('bound-account', uniqueSn('BT'));
    await expect(enrol('bound-account', uniqueSn('BT'))).rejects.toThrow();
  });
});
