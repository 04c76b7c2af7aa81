// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEvent } from '@sunfleet/contract/events';
import { renderInApp, stubApi } from '@/test/render';
import { EventsPage } from './events-page.tsx';

const event = (id: string, operate: boolean): TEvent => ({
  id,
  sn: `BMS-${id.slice(-1)}`,
  plantId: null,
  code: 'A01',
  name: 'Cell over-temperature',
  level: 'warning',
  openedAt: '2026-11-28T07:39:27.000Z',
  closedAt: null,
  durationSeconds: null,
  sourceKind: 'batteryBms',
  sourceAlias: '',
  plantName: 'Harbour View',
  plantTimeZone: 'Pacific/Auckland',
  acknowledgement: null,
  abilities: { view: true, operate, configure: operate, delete: operate },
});
const mine = event('00000000-0000-4000-8000-000000000001', true);
const shared = event('00000000-0000-4000-8000-000000000002', false);

describe('EventsPage', () => {
  it("offers acknowledge on the rows whose device the user may operate, by the row's own abilities", async () => {
    const calls = stubApi({ '/api/v1/events': { infos: [mine, shared], total: 2 } });
    await renderInApp(<EventsPage />, { permissions: ['station.edit'] });
    expect(await screen.findByTestId(`acknowledge-${mine.id}`)).toBeTruthy();
    expect(screen.queryByTestId(`acknowledge-${shared.id}`)).toBeNull();
    // No per-row ability requests: the list's rows carry them.
    expect(calls.filter((call) => call.path.includes('/abilities'))).toEqual([]);
  });

  it('offers it to nobody without station.edit', async () => {
    stubApi({ '/api/v1/events': { infos: [mine], total: 1 } });
    await renderInApp(<EventsPage />, { permissions: [] });
    expect(await screen.findByText('Cell over-temperature')).toBeTruthy();
    expect(screen.queryByTestId(`acknowledge-${mine.id}`)).toBeNull();
  });

  it("shows each event's times on its plant's clock, not the reader's", async () => {
    stubApi({ '/api/v1/events': { infos: [mine], total: 1 } });
    await renderInApp(<EventsPage />, { permissions: [] });
    // 07:39:27 UTC is 20:39:27 in Auckland (NZDT, UTC+13).
    expect(await screen.findByText('2026-11-28 20:39:27')).toBeTruthy();
  });
});
