import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, signInFailures, uploads, verificationCodes } from '@sunfleet/db/schema';
import { createLocalFileStore } from '../../adapters/file-store.ts';
import { createTestApp, envelopeOf, multipartForm, signIn, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, pngPixel, type TCast } from '../plants/fixtures.ts';
import { createPurge } from './purge.ts';
import { eq } from '@sunfleet/db/query';
import { scanLogins } from '@sunfleet/db/alarm-schema';
import { Scheduler } from '@sunfleet/db/scheduler';
import { jobLeases } from '@sunfleet/db/scheduler-schema';
import { apiJobs } from '../../jobs.ts';

const hourMs = 3_600_000;

/** The purge as app.ts builds it, over the test app's database and file folder. */
const purgeOf = (t: TestApp, config = t.config) =>
  createPurge({
    db: t.database.db,
    fileStore: createLocalFileStore(join(t.config.dataDir, 'files')),
    config,
  });

describe('the purge', () => {
  let t: TestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
  });
  afterAll(() => t.close());

  const upload = async () => {
    const form = multipartForm({}, { filename: 'roof.png', content: pngPixel });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/plant/thumbnail',
      payload: form.payload,
      headers: { ...form.headers, ...cast.owner.headers },
    });
    return envelopeOf<{ url: string }>(response).data.url;
  };
  const isServed = async (url: string) => (await t.app.inject({ url })).statusCode === 200;
  const urlsOf = async () => (await t.database.db.select().from(uploads)).map((row) => row.url).sort();

  it('removes pictures no plant took once they are old, with their files, and keeps those in use', async () => {
    const unused = await upload();
    const used = await upload();
    await createPlantAs(t, cast.owner, cast.companyA.id, { picture: used });
    const purge = purgeOf(t);

    await purge.runOnce();
    expect(await isServed(unused)).toBe(true);

    const later = new Date(Date.now() + (t.config.throttles.keepHours + 1) * hourMs);
    expect(await purge.runOnce(later)).toEqual({ removedUploads: 1 });
    expect(await isServed(unused)).toBe(false);
    expect(await isServed(used)).toBe(true);
    expect(await urlsOf()).toEqual([used]);
  });

  it('forgets old codes, ended refresh tokens, old sign-in failures and scan sign-ins, keeping live ones', async () => {
    const { db } = t.database;
    const live = await signIn(t.app, cast.visitor.account, cast.visitor.password);
    const old = new Date(Date.now() - (t.config.throttles.keepHours + 1) * hourMs);
    await db.insert(verificationCodes).values([
      { account: 'old@example.test', purpose: 'signup', codeHash: 'x', expiresAt: old, createdAt: old },
      {
        account: 'new@example.test',
        purpose: 'signup',
        codeHash: 'y',
        expiresAt: new Date(Date.now() + hourMs),
      },
    ]);
    await db.insert(refreshTokens).values([
      { userId: cast.visitor.id, familyId: cast.visitor.id, tokenHash: 'expired', expiresAt: old },
      {
        userId: cast.visitor.id,
        familyId: cast.visitor.id,
        tokenHash: 'used long ago',
        expiresAt: new Date(Date.now() + hourMs),
        revokedAt: old,
      },
    ]);
    await db.insert(signInFailures).values({ account: 'x', address: '10.0.0.9', failedAt: old });
    await db.insert(scanLogins).values([
      { secretHash: 'old', expiresAt: old },
      { secretHash: 'waiting', expiresAt: new Date(Date.now() + 60_000) },
    ]);

    await purgeOf(t).runOnce();

    const codes = await db.select().from(verificationCodes);
    expect(codes.map((code) => code.account)).toEqual(['new@example.test']);
    const hashes = (await db.select().from(refreshTokens)).map((token) => token.tokenHash);
    expect(hashes).not.toContain('expired');
    expect(hashes).not.toContain('used long ago');
    expect(await db.select().from(signInFailures)).toEqual([]);
    expect((await db.select().from(scanLogins)).map((row) => row.secretHash)).toEqual(['waiting']);
    // The session signed in above lives on.
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: live.refresh_token },
    });
    expect(envelopeOf(renewed).code).toBe(0);
  });

  it('runs under the scheduler, once per period however many api processes register it', async () => {
    const old = new Date(Date.now() - (t.config.throttles.keepHours + 1) * hourMs);
    const insertOldUpload = (url: string) =>
      t.database.db.insert(uploads).values({ url, ownerUserId: cast.owner.id, createdAt: old });
    const config = { ...t.config, throttles: { ...t.config.throttles, purgeEveryMinutes: 0.005 } };
    const jobsOf = () =>
      apiJobs(
        { config },
        {
          purge: purgeOf(t, config),
          alarmMails: { runOnce: () => Promise.resolve({ opened: 0, closed: 0, digests: 0 }) },
          campaignTicker: { runRound: () => Promise.resolve() },
          plants: { refreshListValues: () => Promise.resolve() },
          venSync: { runOnce: () => Promise.resolve() },
          upgrades: { followOnce: () => Promise.resolve() },
        },
      );
    // Two processes' schedulers: the lease lets one of them purge each 300 ms period.
    const schedulers = [new Scheduler(t.database.db, jobsOf()), new Scheduler(t.database.db, jobsOf())];
    await insertOldUpload('/files/plants/while-running.png');
    const started = Date.now();
    for (const scheduler of schedulers) scheduler.start();
    await expect.poll(urlsOf, { timeout: 5_000 }).not.toContain('/files/plants/while-running.png');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    const [lease] = await t.database.db.select().from(jobLeases).where(eq(jobLeases.name, 'api.purge'));
    expect(lease!.runs).toBeLessThanOrEqual(Math.floor((Date.now() - started) / 300) + 1);
    await insertOldUpload('/files/plants/after-stop.png');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await urlsOf()).toContain('/files/plants/after-stop.png');
  });
});
