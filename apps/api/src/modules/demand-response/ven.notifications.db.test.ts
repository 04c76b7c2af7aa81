import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@sunfleet/db/query';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createVtnSubscriptionsRepository } from './ven.subscriptions.repository.ts';

/**
 * The OpenADR webhook's refusals (docs/adr/0058), with the schemas generated from the official
 * document (no VTN needed; the interop suite drives a real one): a token no subscription gave is
 * 5022, a body that is not a 3.1.0 notification is 5023, and neither changes anything.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const notification = {
  objectType: 'EVENT',
  operation: 'CREATE',
  object: {
    id: 'event-1',
    createdDateTime: '2026-07-01T12:00:00Z',
    modificationDateTime: '2026-07-01T12:00:00Z',
    objectType: 'EVENT',
    programID: 'program-1',
    intervalPeriod: { start: '2026-07-01T19:00:00Z', duration: 'PT3H' },
    intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [1] }] }],
  },
};

const post = (body: unknown, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/oadr/notifications',
    headers: authorization ? { authorization } : {},
    payload: body as object,
  });

describe('the OpenADR webhook', () => {
  it('refuses a notification without a subscription token (5022) or not in the official shape (5023)', async () => {
    await createVtnSubscriptionsRepository(t.database.db).renewToken(
      'http://vtn.example',
      'http://sunfleet.example/api/v1/oadr/notifications',
      'the-token',
    );
    const events = async () =>
      rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM dr_events`))[0]!.n;

    for (const authorization of [undefined, 'Bearer wrong', 'Basic the-token']) {
      const refused = await post(notification, authorization);
      expect([refused.statusCode, envelopeOf(refused).code]).toEqual([401, 5022]);
    }
    for (const body of [
      { ...notification, operation: 'ERASE' },
      { ...notification, object: { ...notification.object, intervalPeriod: { duration: 'three hours' } } },
      {
        ...notification,
        object: {
          ...notification.object,
          intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [4] }] }],
        },
      },
      [],
    ]) {
      const refused = await post(body, 'Bearer the-token');
      expect([refused.statusCode, envelopeOf(refused).code]).toEqual([400, 5023]);
    }
    // Taken: with no VTN configured there is no programme to find, so nothing is recorded.
    const taken = await post(notification, 'Bearer the-token');
    expect([taken.statusCode, envelopeOf(taken).code]).toEqual([200, 0]);
    expect(await events()).toBe(0);
  });
});
