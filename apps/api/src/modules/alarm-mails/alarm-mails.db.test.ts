import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotifySettings } from '@sunfleet/contract/alarm-mail';
import { alarmSubscriptions } from '@sunfleet/db/alarm-schema';
import { createEvent } from '@sunfleet/db/plant-testing';
import { eq } from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { events } from '@sunfleet/db/telemetry-schema';
import { createPlant } from '@sunfleet/db/telemetry-testing';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createMailer } from '../../adapters/mail.ts';
import { startMailSink } from '../../mail-sink.ts';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';
import { createPlantsRepository } from '../plants/repository.ts';
import { createAlarmMailJob } from './job.ts';
import { createAlarmMailRepository } from './repository.ts';

const minute = 60_000;

/**
 * Alarm e-mails (issue 15): the address proven by a code, levels and plants; the job mails each
 * subscriber who sees the plant once an event has stayed open past the debounce, "back to normal"
 * when it closes, holds a flapping device to one mail per kind and hour and then sends a digest,
 * and two processes running it at once never mail twice. Mails are read from a real SMTP server.
 */
describe('alarm e-mails', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  let plantId: string;
  const people = { staff: '', customer: '', other: '', faultsOnly: '' };
  const headers: Record<string, Record<string, string>> = {};
  const address = (who: keyof typeof people) => `${who.toLowerCase()}.alarms@example.test`;

  const jobOf = () =>
    createAlarmMailJob(
      {
        config: t.config,
        mailer: createMailer({
          smtpUrl: mail.url,
          from: 'Sunfleet <no-reply@example.test>',
          log: pino({ level: 'silent' }),
        }),
      },
      createAlarmMailRepository(t.database.db),
      async (tenancy, id) => (await createPlantsRepository(t.database.db).findAccess(tenancy, id)) !== null,
    );
  const get = (who: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: headers[who] });
  const post = (who: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: headers[who], payload });

  /** Subscribes through the api: code mailed, then saved with it. */
  async function subscribe(who: keyof typeof people, levels = ['warning', 'fault', 'offline']) {
    expect(envelopeOf(await get(who, `/user/notify/code?email=${address(who)}`)).code).toBe(0);
    const code = mail.codeFor(address(who));
    const saved = envelopeOf<TNotifySettings>(
      await post(who, '/user/notify', { email: address(who), code, levels }),
    );
    expect(saved).toMatchObject({ code: 0, data: { email: address(who), enabled: true } });
  }

  beforeAll(async () => {
    mail = await startMailSink();
    t = await createTestApp({ smtpUrl: mail.url });
    const [companyA, companyB] = await Promise.all([createCompany(t.database), createCompany(t.database)]);
    const staff = await createUser(t.database, {
      kind: 'company',
      companyId: companyA.id,
      isCompanyAdmin: true,
    });
    const customer = await createUser(t.database, { kind: 'customer', companyId: companyA.id, lang: 'zh' });
    const other = await createUser(t.database, {
      kind: 'company',
      companyId: companyB.id,
      isCompanyAdmin: true,
    });
    const faultsOnly = await createUser(t.database, {
      kind: 'company',
      companyId: companyA.id,
      isCompanyAdmin: true,
    });
    Object.assign(people, {
      staff: staff.id,
      customer: customer.id,
      other: other.id,
      faultsOnly: faultsOnly.id,
    });
    for (const [who, user] of Object.entries({ staff, customer, other, faultsOnly })) {
      headers[who] = bearer((await signIn(t.app, user.account, user.password)).access_token);
    }
    plantId = (
      await createPlant(t.database, { companyId: companyA.id, customerId: customer.id, name: 'Hill Farm' })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('proves the address with a mailed code: 4 without it, 5 wrong, 6 expired, 110 asked again too soon', async () => {
    const email = address('staff');
    expect(envelopeOf(await get('staff', `/user/notify/code?email=${email}`)).code).toBe(0);
    expect(envelopeOf(await get('staff', `/user/notify/code?email=${email}`)).code).toBe(110);
    const body = { email, levels: ['warning', 'fault', 'offline'] };
    expect(envelopeOf(await post('staff', '/user/notify', body))).toMatchObject({
      code: 4,
      data: { field: 'code' },
    });
    expect(
      envelopeOf(
        await post('staff', '/user/notify', {
          ...body,
          code: '000000' === mail.codeFor(email) ? '111111' : '000000',
        }),
      ).code,
    ).toBe(5);
    const code = mail.codeFor(email) ?? '';
    await t.database.db
      .update(alarmSubscriptions)
      .set({ codeExpiresAt: new Date(Date.now() - minute) })
      .where(eq(alarmSubscriptions.userId, people.staff));
    expect(envelopeOf(await post('staff', '/user/notify', { ...body, code })).code).toBe(6);
    await t.database.db
      .update(alarmSubscriptions)
      .set({ codeExpiresAt: new Date(Date.now() + minute) })
      .where(eq(alarmSubscriptions.userId, people.staff));
    const saved = envelopeOf<TNotifySettings>(await post('staff', '/user/notify', { ...body, code }));
    expect(saved).toMatchObject({ code: 0, data: { email, enabled: true, pendingEmail: null } });
    // The verified address needs no code again; mails go off and on.
    expect(envelopeOf(await post('staff', '/user/notify', { ...body, levels: ['fault'] })).code).toBe(0);
    expect(envelopeOf(await post('staff', '/user/notify', body)).code).toBe(0);
    expect(
      envelopeOf<TNotifySettings>(await get('staff', '/user/notify/enable?enabled=false')).data.enabled,
    ).toBe(false);
    expect(
      envelopeOf<TNotifySettings>(await get('staff', '/user/notify/enable?enabled=true')).data.enabled,
    ).toBe(true);
    expect(envelopeOf(await get('other', '/user/notify/enable?enabled=true'))).toMatchObject({
      code: 4,
      data: { field: 'email' },
    });
    expect(envelopeOf(await get('staff', '/user/notify/code?email=not-an-address')).code).toBe(4);
  });

  it('mails each subscriber who sees the plant once, after the debounce, in their language; then back to normal', async () => {
    await subscribe('customer');
    await subscribe('other');
    await subscribe('faultsOnly', ['fault']);
    const job = jobOf();
    const now = new Date();
    const due = await createEvent(t.database, {
      sourceSn: 'INV-1',
      plantId,
      level: 'warning',
      name: { en: 'Grid overvoltage', zh: '电网过压' },
      openedAt: new Date(now.getTime() - 6 * minute),
    });
    // Open for a minute only: within the 5-minute debounce, no mail yet.
    await createEvent(t.database, {
      sourceSn: 'INV-2',
      plantId,
      level: 'fault',
      openedAt: new Date(now.getTime() - minute),
    });

    expect(await job.runOnce(now)).toMatchObject({ opened: 2 });
    const [staffMail] = mail
      .messagesTo(address('staff'))
      .filter((m) => m.subject.includes('Grid overvoltage'));
    expect(staffMail?.subject).toBe('[Sunfleet] Warning: Grid overvoltage — Hill Farm');
    expect(staffMail?.body).toContain('INV-1');
    const customerMail = mail.messagesTo(address('customer')).at(-1);
    expect(customerMail?.subject).toBe('【Sunfleet】告警：电网过压 — Hill Farm');
    // Company B does not see the plant; a faults-only subscriber gets no warning.
    expect(mail.messagesTo(address('other')).filter((m) => m.subject.startsWith('[Sunfleet]'))).toEqual([]);
    expect(mail.messagesTo(address('faultsOnly')).filter((m) => m.subject.startsWith('[Sunfleet]'))).toEqual(
      [],
    );
    expect(await job.runOnce(now)).toEqual({ opened: 0, closed: 0, digests: 0 });

    await t.database.db
      .update(events)
      .set({ closedAt: now, durationSeconds: 360 })
      .where(eq(events.id, due.id));
    expect(await job.runOnce(now)).toMatchObject({ closed: 2 });
    expect(mail.messagesTo(address('staff')).at(-1)?.subject).toBe(
      '[Sunfleet] Back to normal: Grid overvoltage — Hill Farm',
    );
    expect(mail.messagesTo(address('customer')).at(-1)?.subject).toBe(
      '【Sunfleet】已恢复正常：电网过压 — Hill Farm',
    );
    expect(await job.runOnce(now)).toEqual({ opened: 0, closed: 0, digests: 0 });
  });

  it('holds a flapping device to one mail per kind and hour, then sends a digest', async () => {
    const job = jobOf();
    const now = new Date(Date.now() + 2 * 60 * minute);
    const staffMails = () =>
      mail.messagesTo(address('staff')).filter((m) => m.subject.includes('Arc fault')).length;
    const flap = async (at: Date) => {
      const event = await createEvent(t.database, {
        sourceSn: 'INV-FLAP',
        plantId,
        level: 'fault',
        name: { en: 'Arc fault' },
        openedAt: new Date(at.getTime() - 6 * minute),
      });
      await job.runOnce(at);
      await t.database.db
        .update(events)
        .set({ closedAt: at, durationSeconds: 360 })
        .where(eq(events.id, event.id));
      await job.runOnce(at);
    };
    const before = staffMails();
    await flap(now);
    expect(staffMails()).toBe(before + 2);
    await flap(new Date(now.getTime() + 10 * minute));
    await flap(new Date(now.getTime() + 20 * minute));
    expect(staffMails()).toBe(before + 2);
    // Nothing is due while the hour lasts; after it, one digest covers the four held notices.
    expect((await job.runOnce(new Date(now.getTime() + 30 * minute))).digests).toBe(0);
    const after = await job.runOnce(new Date(now.getTime() + 61 * minute));
    expect(after.digests).toBeGreaterThanOrEqual(1);
    const digest = mail.messagesTo(address('staff')).at(-1);
    expect(digest?.subject).toBe('[Sunfleet] Alarm digest: 4 more changes');
    expect(digest?.body).toContain('Hill Farm · INV-FLAP: 2 opened, 2 back to normal');
  });

  it('mails each event once when two processes run the job at the same time', async () => {
    const [first, second] = [jobOf(), jobOf()];
    const now = new Date(Date.now() + 5 * 60 * minute);
    await createEvent(t.database, {
      sourceSn: 'INV-PAIR',
      plantId,
      level: 'offline',
      name: { en: 'Device offline' },
      openedAt: new Date(now.getTime() - 10 * minute),
    });
    const results = await Promise.all([first.runOnce(now), second.runOnce(now)]);
    expect(results[0].opened + results[1].opened).toBe(2);
    expect(
      mail.messagesTo(address('staff')).filter((m) => m.subject.includes('Device offline')),
    ).toHaveLength(1);
  });

  it('stops mailing a user who turned mails off or was disabled', async () => {
    await get('customer', '/user/notify/enable?enabled=false');
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, people.staff));
    const now = new Date(Date.now() + 8 * 60 * minute);
    await createEvent(t.database, {
      sourceSn: 'INV-LATE',
      plantId,
      level: 'fault',
      name: { en: 'Late fault' },
      openedAt: new Date(now.getTime() - 10 * minute),
    });
    expect((await jobOf().runOnce(now)).opened).toBe(1);
    const told = [address('staff'), address('customer'), address('faultsOnly')].filter((to) =>
      mail.messagesTo(to).some((m) => m.subject.includes('Late fault')),
    );
    expect(told).toEqual([address('faultsOnly')]);
  });
});
