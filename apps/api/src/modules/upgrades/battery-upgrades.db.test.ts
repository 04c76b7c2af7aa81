import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCampaign, TCampaignPreview } from '@sunfleet/contract/campaigns';
import type { TFirmware } from '@sunfleet/contract/firmware';
import type { TUpgrade } from '@sunfleet/contract/upgrades';
import { rowsOf, sql } from '@sunfleet/db/query';
import { sharePlant } from '@sunfleet/db/plant-testing';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { sunfleetBms } from '@sunfleet/protocols/dictionaries/sunfleet-bms';
import { bearer, createTestApp, envelopeOf, multipartForm, signIn, type TestApp } from '../../testing.ts';

/**
 * A battery is upgraded like an inverter (ADR 0055: its images are inverter-type images named for
 * its model, passed on by the gateway to the BMS): the offered images, the single upgrade with its
 * progress and cancel, and a rollout all take its SN — within the caller's tenancy, as an operate
 * ability, never for a read-only relation. No simulator: the commands stay queued.
 */
describe('battery upgrades by SN', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visitor: Record<string, string>;
  let stranger: Record<string, string>;
  let batterySn: string;
  let inverterSn: string;
  let batteryImage: string;
  let inverterImage: string;
  const headersOf = async (user: { account: string; password: string }) =>
    bearer((await signIn(t.app, user.account, user.password)).access_token);
  const post = (url: string, as: Record<string, string>, payload?: object) =>
    t.app
      .inject({ method: 'POST', url: `/api/v1${url}`, headers: as, ...(payload && { payload }) })
      .then((reply) => envelopeOf<unknown>(reply));
  const get = (url: string, as: Record<string, string>) =>
    t.app
      .inject({ method: 'GET', url: `/api/v1${url}`, headers: as })
      .then((reply) => envelopeOf<unknown>(reply));
  const commandCount = async () =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM commands`))[0]!.n;

  async function publish(version: string, productName: string): Promise<string> {
    const form = multipartForm(
      { softwareVersion: version, enabled: 'true', brand: 'Sunfleet', productName },
      {
        filename: `battery-${version}.bin`,
        content: Buffer.from(Array.from({ length: 4_000 }, (_, i) => i % 251)),
      },
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/firmware/save',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    const image = envelopeOf<TFirmware>(reply);
    expect(image.code, JSON.stringify(image)).toBe(0);
    return image.data.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.database);
    const other = await createCompany(t.database);
    const adminUser = await createUser(t.database, {
      kind: 'company',
      companyId: company.id,
      isCompanyAdmin: true,
    });
    const visitorUser = await createUser(t.database, { kind: 'customer' });
    const strangerUser = await createUser(t.database, {
      kind: 'company',
      companyId: other.id,
      isCompanyAdmin: true,
    });
    const plant = await createPlant(t.database, { companyId: company.id });
    await sharePlant(t.database, plant.id, visitorUser.id, 'visitor');
    const gateway = await createGateway(t.database, {
      companyId: company.id,
      plantId: plant.id,
      status: 'normal',
    });
    const onPlant = { gatewayId: gateway.id, plantId: plant.id, status: 'normal' as const };
    batterySn = (
      await createDevice(t.database, {
        ...onPlant,
        kind: 'batteryBms',
        dictionaryId: 'sunfleet_bms',
        firmwareVersion: 'V1_0_0',
      })
    ).sn;
    inverterSn = (
      await createDevice(t.database, {
        ...onPlant,
        kind: 'inverterSinglePhaseHybrid',
        dictionaryId: 'deye_hybrid',
        firmwareVersion: 'V1_0_0',
      })
    ).sn;
    admin = await headersOf(adminUser);
    visitor = await headersOf(visitorUser);
    stranger = await headersOf(strangerUser);
    batteryImage = await publish('V1_2_0', sunfleetBms.model);
    inverterImage = await publish('V2_0_0', 'Deye hybrid not the BMS');
  });
  afterAll(() => t.close());

  it("offers a battery only its model's images", async () => {
    const offered = (await get(`/firmware?sn=${batterySn}`, admin)) as { code: number; data: TFirmware[] };
    expect(offered.code, JSON.stringify(offered)).toBe(0);
    expect(offered.data.map((image) => image.id)).toEqual([batteryImage]);
    const toInverter = (await get(`/firmware?sn=${inverterSn}`, admin)) as { data: TFirmware[] };
    expect(toInverter.data.map((image) => image.id)).not.toContain(batteryImage);
  });

  it("refuses another model's image to a battery (4003) and changes nothing", async () => {
    const before = await commandCount();
    expect((await post(`/inverter/${batterySn}/upgrade?firmId=${inverterImage}`, admin)).code).toBe(4003);
    expect(await commandCount()).toBe(before);
  });

  it('refuses a read-only relation (2) and another company (600) on every battery upgrade route, changing nothing', async () => {
    const before = await commandCount();
    for (const [as, code] of [
      [visitor, 2],
      [stranger, 600],
    ] as const) {
      expect((await post(`/inverter/${batterySn}/upgrade?firmId=${batteryImage}`, as)).code).toBe(code);
      expect((await post(`/inverter/${batterySn}/cutUpgrade`, as)).code).toBe(code);
    }
    expect((await get(`/inverter/${batterySn}/upgrade/progress`, stranger)).code).toBe(600);
    expect((await get(`/firmware?sn=${batterySn}`, stranger)).code).toBe(600);
    const rollout = { selection: { sns: [batterySn] }, firmwareId: batteryImage };
    expect((await post('/campaigns/upgrade', stranger, rollout)).code).not.toBe(0);
    expect((await post('/campaigns/upgrade', visitor, rollout)).code).not.toBe(0);
    const preview = (await post('/campaigns/preview', stranger, {
      kind: 'upgrade',
      family: 'inverter',
      selection: { sns: [batterySn] },
    })) as { code: number };
    expect(preview.code).toBe(600);
    expect(await commandCount()).toBe(before);
  });

  it('starts a staged rollout to a battery, previewed among the devices behind gateways', async () => {
    const preview = (await post('/campaigns/preview', admin, {
      kind: 'upgrade',
      family: 'inverter',
      selection: { sns: [batterySn] },
    })) as { code: number; data: TCampaignPreview };
    expect(preview.code, JSON.stringify(preview)).toBe(0);
    expect(preview.data.total).toBe(1);
    // A window hours away: the target stays pending, nothing is sent.
    const hour = (new Date().getUTCHours() + 3) % 24;
    const clock = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const rollout = (await post('/campaigns/upgrade', admin, {
      selection: { sns: [batterySn] },
      firmwareId: batteryImage,
      window: { start: clock(hour), end: clock(hour + 1) },
    })) as { code: number; data: TCampaign };
    expect(rollout.code, JSON.stringify(rollout)).toBe(0);
    expect(rollout.data).toMatchObject({ kind: 'upgrade', total: 1 });
    expect(rollout.data.counts.skipped).toBe(0);
    expect((await post(`/campaigns/${rollout.data.id}/cancel`, admin)).code).toBe(0);
  });

  it('upgrades a battery by its SN: the upgrade starts, shows its progress and can be cancelled', async () => {
    const started = (await post(`/inverter/${batterySn}/upgrade?firmId=${batteryImage}`, admin)) as {
      code: number;
      data: TUpgrade;
    };
    expect(started.code, JSON.stringify(started)).toBe(0);
    expect(started.data).toMatchObject({ toVersion: 'V1_2_0' });
    const progress = (await get(`/inverter/${batterySn}/upgrade/progress`, admin)) as {
      code: number;
      data: TUpgrade | null;
    };
    expect(progress.data?.id).toBe(started.data.id);
    const cancelled = (await post(`/inverter/${batterySn}/cutUpgrade`, admin)) as {
      code: number;
      data: TUpgrade;
    };
    expect(cancelled.code, JSON.stringify(cancelled)).toBe(0);
    expect(cancelled.data.state).toBe('cancelled');
  });
});
