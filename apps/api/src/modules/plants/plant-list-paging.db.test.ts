import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlantList } from '@sunfleet/contract/plants';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TCast } from './fixtures.ts';
import { createPlantsRepository } from './repository.ts';

/**
 * Pages past the middle of the list are read from its end in the reverse order (ADR 0051): every
 * page of every order must hold exactly the rows the whole list holds there.
 */
describe('plant list paging', () => {
  let t: TestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
    // Equal capacities and names tie, so the id decides between them in both directions.
    for (const [name, capacity] of [
      ['Paging A', 5],
      ['Paging B', 5],
      ['paging c', 12],
      ['Paging D', 3],
      ['Paging A', 7],
    ] as const)
      await createPlantAs(t, cast.owner, cast.companyA.id, { name, capacity });
    await createPlantsRepository(t.database.db).refreshListValues();
  });
  afterAll(() => t.close());

  const ids = async (who: TCast['owner'], query: string) => {
    const list = envelopeOf<TPlantList>(
      await t.app.inject({ url: `/api/v1/plants?keyword=paging&${query}`, headers: who.headers }),
    ).data;
    return { ids: list.infos.map((plant) => plant.id), total: list.total };
  };

  for (const sort of ['createdAt', 'name', 'capacity', 'power', 'energyTotal'] as const)
    for (const order of ['asc', 'desc'] as const)
      it(`pages sort=${sort} order=${order} as the whole list orders it, for owner and company`, async () => {
        for (const who of [cast.owner, cast.installer]) {
          const whole = await ids(who, `sort=${sort}&order=${order}&size=100`);
          expect(whole.total).toBe(5);
          const pages = [];
          for (const page of [1, 2, 3])
            pages.push(...(await ids(who, `sort=${sort}&order=${order}&size=2&page=${page}`)).ids);
          expect(pages).toEqual(whole.ids);
          expect((await ids(who, `sort=${sort}&order=${order}&size=2&page=4`)).ids).toEqual([]);
        }
      });
});
