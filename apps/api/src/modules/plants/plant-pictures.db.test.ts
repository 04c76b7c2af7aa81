import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlantDetail } from '@sunfleet/contract/plants';
import { eq } from '@sunfleet/db/query';
import { plants } from '@sunfleet/db/telemetry-schema';
import { createTestApp, envelopeOf, multipartForm, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, pngPixel, type TActor, type TCast } from './fixtures.ts';

describe('plant pictures belong to whoever uploaded them', () => {
  let t: TestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp({
      throttles: {
        codesPerAddressPerHour: 10,
        codesPerAccountPerHour: 5,
        unusedPicturesPerUser: 3,
        keepHours: 24,
        purgeEveryMinutes: 60,
      },
    });
    cast = await createCast(t);
  });
  afterAll(() => t.close());

  const upload = async (who: TActor) => {
    const form = multipartForm({}, { filename: 'roof.png', content: pngPixel });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/plant/thumbnail',
      payload: form.payload,
      headers: { ...form.headers, ...who.headers },
    });
    return envelopeOf<{ url: string }>(response);
  };
  const setPicture = (who: TActor, plant: TPlantDetail, picture: string | null) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/plant/${plant.id}/info`,
      headers: who.headers,
      payload: {
        name: plant.name,
        alias: plant.alias,
        type: plant.type,
        capacity: plant.capacity,
        commissioningDate: plant.commissioningDate,
        location: plant.location,
        investment: plant.investment,
        picture,
      },
    });
  const isServed = async (url: string) => (await t.app.inject({ url })).statusCode === 200;

  it("refuses another owner's picture, so clearing it cannot delete their file", async () => {
    const owners = { url: (await upload(cast.owner)).data.url };
    const { plant: ownersPlant } = await createPlantAs(t, cast.owner, cast.companyA.id, {
      picture: owners.url,
    });
    const { plant: strangersPlant } = await createPlantAs(t, cast.stranger, cast.companyA.id);

    const borrowed = await setPicture(cast.stranger, strangersPlant, owners.url);
    expect(borrowed.statusCode).toBe(400);
    expect(envelopeOf(borrowed)).toMatchObject({ code: 4, data: { field: 'picture' } });
    expect(envelopeOf(await setPicture(cast.stranger, strangersPlant, null)).code).toBe(0);
    expect(await isServed(owners.url)).toBe(true);
    expect(envelopeOf<TPlantDetail>(await setPicture(cast.owner, ownersPlant, owners.url)).data.picture).toBe(
      owners.url,
    );

    // Nor may one's own upload serve two plants: the second one's edit would delete the first's.
    const { plant: secondPlant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    expect(envelopeOf(await setPicture(cast.owner, secondPlant, owners.url))).toMatchObject({ code: 4 });
  });

  it('refuses a picture that is no upload, and clears a bad one stored before without a fault', async () => {
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    for (const picture of [
      '/files/plants/a b.png',
      '/files/plants/../avatars/x.png',
      'https://evil.test/x.png',
    ]) {
      const refused = await setPicture(cast.owner, plant, picture);
      expect(refused.statusCode, picture).toBe(400);
      expect(envelopeOf(refused), picture).toMatchObject({ code: 4, data: { field: 'picture' } });
    }
    await t.database.db
      .update(plants)
      .set({ pictureUrl: '/files/plants/a b.png' })
      .where(eq(plants.id, plant.id));
    const cleared = await setPicture(cast.owner, plant, null);
    expect(cleared.statusCode).toBe(200);
    expect(envelopeOf<TPlantDetail>(cleared).data.picture).toBeNull();
  });

  it("removes a plant's own picture when it is replaced or the plant deleted; others keep theirs", async () => {
    const first = (await upload(cast.owner)).data.url;
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id, { picture: first });
    const second = (await upload(cast.owner)).data.url;
    expect(envelopeOf(await setPicture(cast.owner, plant, second)).code).toBe(0);
    expect(await isServed(first)).toBe(false);
    expect(await isServed(second)).toBe(true);
    // An edit that keeps the picture keeps its file.
    expect(envelopeOf(await setPicture(cast.owner, plant, second)).code).toBe(0);
    expect(await isServed(second)).toBe(true);

    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/plant/${plant.id}/delete`,
      headers: cast.owner.headers,
    });
    expect(envelopeOf(deleted).code).toBe(0);
    expect(await isServed(second)).toBe(false);
  });

  it('keeps at most a quota of unused uploads per user', async () => {
    const uploader = cast.visitor;
    const urls = [];
    for (let index = 0; index < 3; index += 1) urls.push((await upload(uploader)).data.url);
    expect(await upload(uploader)).toMatchObject({
      code: 4,
      data: { field: 'file', message: expect.stringMatching(/not used yet/) as string },
    });
    expect((await upload(cast.manager)).code).toBe(0);
    await createPlantAs(t, uploader, cast.companyA.id, { picture: urls[0] });
    expect((await upload(uploader)).code).toBe(0);
  });
});
