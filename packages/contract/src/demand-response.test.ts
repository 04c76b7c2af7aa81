import { describe, expect, it } from 'vitest';
import {
  drActions,
  drAvailableActions,
  drEnrollmentInput,
  drEnrollmentStates,
  drInitialState,
  drPrograms,
  drTransition,
  drTransitions,
  type TDrEnrollmentForm,
} from './demand-response.ts';
import { plantRoles } from './plants.ts';
import { firstFailure } from './validators.ts';

const address = {
  country: 'US',
  region: 'RI',
  locality: 'Providence',
  streetAddress: '2 Hope St',
  postalCode: '02906',
};
const device = {
  sn: 'BT001',
  manufacturer: 'Deye',
  model: 'SUN-5K',
  installDate: '2025-04-01',
  chargeKw: 5,
  dischargeKw: 5,
  storageKwh: 10,
};
const form: TDrEnrollmentForm = {
  programId: 'ri-energy-bat',
  plantId: '7d1c8e2a-7d2f-4a55-9d0b-3f7c1e2a9b10',
  sourceAccount: '0012345',
  utilityAccount: 'ri_acct-01',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  serviceAddress: address,
  mailingAddress: address,
  devices: [device],
  termsAccepted: true,
};

const failure = (input: Partial<TDrEnrollmentForm>, lang: 'en' | 'es' = 'en') => {
  const parsed = drEnrollmentInput(lang).safeParse({ ...form, ...input });
  return parsed.success ? undefined : firstFailure(parsed.error, lang);
};

describe('the enrolment form', () => {
  it('takes a complete form and defaults participation to 100 %', () => {
    const parsed = drEnrollmentInput('en').parse(form);
    expect(parsed.participationLevel).toBe(100);
    expect(parsed.serviceAddress.extendedAddress).toBe('');
  });

  it('wants the source account in digits only', () => {
    expect(failure({ sourceAccount: '12-34' })).toEqual({
      field: 'sourceAccount',
      message: 'Please input legal content',
    });
    expect(failure({ sourceAccount: '' })).toMatchObject({ field: 'sourceAccount' });
  });

  it('wants the utility account in lowercase letters, digits, _ or -, at most 16 (20 in Spanish)', () => {
    expect(failure({ utilityAccount: 'Acct' })).toMatchObject({ field: 'utilityAccount' });
    expect(failure({ utilityAccount: 'acct.1' })).toMatchObject({ field: 'utilityAccount' });
    expect(failure({ utilityAccount: 'a'.repeat(16) })).toBeUndefined();
    expect(failure({ utilityAccount: 'a'.repeat(17) })).toEqual({
      field: 'utilityAccount',
      message: 'At most 16 characters',
    });
    expect(failure({ utilityAccount: 'a'.repeat(20) }, 'es')).toBeUndefined();
    expect(failure({ utilityAccount: 'a'.repeat(21) }, 'es')).toEqual({
      field: 'utilityAccount',
      message: 'Como máximo 20 caracteres',
    });
  });

  it('wants at least one device and no serial twice', () => {
    expect(failure({ devices: [] })).toEqual({ field: 'devices', message: 'At least 1 item(s)' });
    expect(failure({ devices: [device, { ...device, model: 'other' }] })).toEqual({
      field: 'devices.1.sn',
      message: 'Serial numbers must not repeat',
    });
    expect(failure({ devices: [{ ...device, installDate: '2025-13-40' }] })).toMatchObject({
      field: 'devices.0.installDate',
    });
    expect(failure({ devices: [{ ...device, chargeKw: -1 }] })).toMatchObject({
      field: 'devices.0.chargeKw',
    });
  });

  it('wants the terms accepted, an e-mail and both addresses', () => {
    expect(failure({ termsAccepted: false as true })).toEqual({
      field: 'termsAccepted',
      message: 'Please read and accept the programme terms',
    });
    expect(failure({ email: 'grace@' })).toMatchObject({ field: 'email' });
    expect(failure({ mailingAddress: { ...address, locality: '' } })).toMatchObject({
      field: 'mailingAddress.locality',
    });
    expect(failure({ programId: 'other-bat' as 'ri-energy-bat' })).toMatchObject({ field: 'programId' });
  });
});

describe('the state machine', () => {
  const everyStatus = drEnrollmentStates.flatMap((state) => [
    { state, optedOut: false },
    { state, optedOut: true },
  ]);

  it('has exactly the transitions of ADR 0048', () => {
    const table = Object.fromEntries(
      everyStatus.map((status) => [
        `${status.state}${status.optedOut ? ' (opted out)' : ''}`,
        drActions
          .filter((action) => drTransition(status, action))
          .map((action) => `${action}→${drTransition(status, action)!.to}`),
      ]),
    );
    expect(table).toEqual({
      invited: ['join_in→pending', 'reject→rejected'],
      'invited (opted out)': ['join_in→pending', 'reject→rejected'],
      pending: ['reject→rejected', 'approve→accepted', 'quit→unenrolled'],
      'pending (opted out)': ['reject→rejected', 'approve→accepted', 'quit→unenrolled'],
      accepted: ['opt_out→accepted', 'unenroll→unenrolled'],
      'accepted (opted out)': ['opt_in→accepted', 'unenroll→unenrolled'],
      rejected: [],
      'rejected (opted out)': [],
      unenrolled: [],
      'unenrolled (opted out)': [],
    });
  });

  it('uses every action of the spec and ends in rejected or unenrolled', () => {
    expect(new Set(drTransitions.map((t) => t.action))).toEqual(new Set(drActions));
    const terminal = drEnrollmentStates.filter((state) => !drTransitions.some((t) => t.from === state));
    expect(terminal).toEqual(['rejected', 'unenrolled']);
  });

  it('lets the owner and installer act for the customer, the platform also for the programme, nobody else', () => {
    const pending = { state: 'pending' as const, optedOut: false };
    const invited = { state: 'invited' as const, optedOut: false };
    const byRole = Object.fromEntries(plantRoles.map((role) => [role, drAvailableActions(pending, role)]));
    expect(byRole).toMatchObject({
      owner: ['quit'],
      company: ['quit'],
      platform: ['reject', 'approve', 'quit'],
      manager: [],
      visitor: [],
      customer: [],
      principal: [],
    });
    expect(drAvailableActions(invited, 'owner')).toEqual(['join_in', 'reject']);
    expect(drAvailableActions(invited, 'visitor')).toEqual([]);
    expect(drInitialState('owner')).toBe('pending');
    expect(drInitialState('company')).toBe('invited');
  });
});

describe('the programmes', () => {
  it('are the four of the spec, each with its published facts', () => {
    expect(drPrograms.map((p) => p.id)).toEqual([
      'capelightcompact-bat',
      'eversource-bat',
      'nationalgrid-ne-bat',
      'ri-energy-bat',
    ]);
    for (const program of drPrograms) {
      expect(program.season).toEqual({ start: '06-01', end: '09-30' });
      expect(program.maxEventHours).toBe(3);
      expect(program.events.max).toBe(60);
      expect(program.stormRule).toBe(true);
      expect(program.rateLockSummers).toBe(5);
    }
    expect(drPrograms.find((p) => p.id === 'ri-energy-bat')?.ratePerKw).toBe(225);
  });
});
