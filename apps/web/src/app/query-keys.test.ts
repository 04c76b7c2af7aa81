import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { authKeys } from '@/features/auth/api/query-keys';
import { campaignKeys } from '@/features/campaigns/api/query-keys';
import { companyKeys } from '@/features/companies/api/query-keys';
import { customerKeys } from '@/features/customers/api/query-keys';
import { drKeys } from '@/features/demand-response/api/query-keys';
import { deviceKeys } from '@/features/devices/api/query-keys';
import { eventKeys } from '@/features/events/api/query-keys';
import { firmwareKeys } from '@/features/firmware/api/query-keys';
import { gatewayKeys } from '@/features/gateways/api/query-keys';
import { logKeys } from '@/features/logs/api/query-keys';
import { plantKeys } from '@/features/plants/api/query-keys';
import { protocolKeys } from '@/features/protocols/api/query-keys';
import { reportKeys } from '@/features/reports/api/query-keys';
import { settingsKeys } from '@/features/settings/api/query-keys';
import { upgradeKeys } from '@/features/upgrades/api/query-keys';
import { userKeys } from '@/features/users/api/query-keys';
import { versionKeys } from '@/features/versions/api/query-keys';
import { weatherKeys } from '@/features/weather/api/query-keys';

/** Whether `invalidateQueries({ queryKey: filter })` reaches the query cached under `key` (TanStack's own test). */
const isHit = (key: QueryKey, filter: QueryKey) => partialMatchKey(key, filter);

/**
 * The invalidations the web makes, each with the queries it must reach (and some it must not): a
 * factory change that moves a key out from under its invalidation fails here, not silently in a
 * screen that no longer refreshes.
 */
const invalidations: { by: string; filter: QueryKey; hits: QueryKey[]; misses?: QueryKey[] }[] = [
  {
    by: 'a plant created, transferred, shared or deleted',
    filter: plantKeys.all,
    hits: [plantKeys.list({ page: 1 }), plantKeys.markers({ keyword: 'x' })],
    misses: [plantKeys.detail('p1')],
  },
  {
    by: 'a plant edited, its gateway replaced or its rollups rebuilt',
    filter: plantKeys.detail('p1'),
    hits: [
      plantKeys.shareUsers('p1'),
      plantKeys.generationBars('p1', { unit: 'total' }),
      plantKeys.income('p1'),
      plantKeys.energyBars('p1', { unit: 'day' }),
      plantKeys.powerDay('p1', '2026-11-28'),
      plantKeys.flow('p1'),
      plantKeys.realtime('p1'),
      weatherKeys.plantWeather('p1'),
      weatherKeys.forecast('p1'),
      eventKeys.plantEvents('p1', 1, 10),
      deviceKeys.plantDevices('p1'),
    ],
    misses: [plantKeys.detail('p2'), plantKeys.realtime('p2')],
  },
  {
    by: 'predicted yield imported',
    filter: plantKeys.generation('p1'),
    hits: [plantKeys.generationBars('p1', { unit: 'year', year: 2026 })],
  },
  {
    by: 'a live plant update',
    filter: plantKeys.powerDays('p1'),
    hits: [plantKeys.powerDay('p1', '2026-11-28')],
  },
  { by: 'a company edited', filter: userKeys.current(), hits: [userKeys.current()] },
  { by: 'an agent added or removed', filter: companyKeys.agents(), hits: [companyKeys.agents()] },
  { by: 'a role saved or deleted', filter: companyKeys.roles(), hits: [companyKeys.roles()] },
  {
    by: 'staff added, edited or deleted',
    filter: companyKeys.staff(),
    hits: [companyKeys.staffPage({ page: 1, size: 10 })],
  },
  {
    by: 'a customer saved or deleted',
    filter: customerKeys.all,
    hits: [customerKeys.list({ page: 1 }), customerKeys.role('c1'), customerKeys.picker('ab')],
  },
  {
    by: 'a customer type saved or deleted',
    filter: customerKeys.types,
    hits: [customerKeys.typeTree(), customerKeys.typeList()],
  },
  {
    by: 'an enrolment changed',
    filter: drKeys.enrolments,
    hits: [
      drKeys.programs(),
      drKeys.stations('u1'),
      drKeys.master('p1'),
      drKeys.timeZone('p1'),
      drKeys.enrolmentList(),
      drKeys.enrolment('e1'),
    ],
    misses: [drKeys.eventList(1, 10)],
  },
  { by: 'a DR event cancelled', filter: drKeys.events, hits: [drKeys.eventList(1, 10), drKeys.event('d1')] },
  { by: 'an event acknowledged', filter: eventKeys.all, hits: [eventKeys.list({ page: 1 })] },
  {
    by: 'a gateway changed, imported, registered or a command finished',
    filter: gatewayKeys.all,
    hits: [
      gatewayKeys.list({ page: 1 }),
      gatewayKeys.detail('g1'),
      gatewayKeys.customers(),
      gatewayKeys.commands('GW1'),
      gatewayKeys.protocols(),
      gatewayKeys.readings({ gatewaySn: 'GW1' }),
    ],
  },
  {
    by: 'a protocol imported or deleted',
    filter: protocolKeys.all,
    hits: [protocolKeys.detail('d1')],
    misses: [protocolKeys.loggerFunctions()],
  },
  {
    by: 'a version saved or deleted',
    filter: versionKeys.all,
    hits: [versionKeys.timeline(), versionKeys.latest()],
  },
  {
    by: 'a weather station renamed or deleted',
    filter: weatherKeys.stations,
    hits: [weatherKeys.stationList({ page: 1 }), weatherKeys.stationCounts()],
  },
  {
    by: 'a weather station renamed',
    filter: weatherKeys.station('W1'),
    hits: [
      weatherKeys.stationInfo('W1'),
      weatherKeys.stationRealtime('W1'),
      weatherKeys.stationDay('W1', 'd'),
    ],
  },
  {
    by: 'an inverter renamed',
    filter: deviceKeys.inverter('S1'),
    hits: [
      deviceKeys.inverterInput('S1'),
      deviceKeys.inverterOutput('S1'),
      deviceKeys.inverterFlow('S1'),
      deviceKeys.familyRealtime('S1', 'grid'),
      deviceKeys.inverterCurve('S1', 'power', 'd', undefined),
      deviceKeys.inverterBars('S1', null, { kind: 'total' }),
      deviceKeys.microByDate('S1', 'a', 'b'),
      deviceKeys.chartParameters('S1'),
    ],
    misses: [deviceKeys.inverter('S2')],
  },
  {
    by: 'an inverter renamed or deleted',
    filter: deviceKeys.inverters,
    hits: [deviceKeys.inverterList({ page: 1 }), deviceKeys.inverterCounts()],
  },
  {
    by: 'a meter renamed, made master or deleted',
    filter: deviceKeys.meterDetails,
    hits: [deviceKeys.meter('M1'), deviceKeys.meterRealtime('M1'), deviceKeys.meterCurve('M1', 'd')],
  },
  {
    by: 'a meter renamed, made master or deleted',
    filter: deviceKeys.meters,
    hits: [deviceKeys.meterList({ page: 1 }), deviceKeys.meterCounts()],
  },
  {
    by: 'a battery deleted',
    filter: deviceKeys.batteries,
    hits: [deviceKeys.batteryList({ page: 1 }), deviceKeys.batteryCounts()],
  },
  {
    by: 'a campaign started or steered',
    filter: campaignKeys.all,
    hits: [
      campaignKeys.list(1, 10),
      campaignKeys.detail('c1'),
      campaignKeys.targetPage('c1', 1, 10, undefined),
      campaignKeys.preview({}),
      campaignKeys.plantChoices(),
    ],
  },
  {
    by: 'a campaign target changed live',
    filter: campaignKeys.targets('c1'),
    hits: [campaignKeys.targetPage('c1', 2, 10, 'failed')],
  },
  {
    by: 'firmware or an inverter type changed',
    filter: firmwareKeys.all,
    hits: [firmwareKeys.list('gateway', { page: 1 }), firmwareKeys.types(), firmwareKeys.releases({})],
  },
];

describe('query keys', () => {
  it.each(invalidations)(
    '$by: the invalidation reaches every view of it',
    ({ filter, hits, misses = [] }) => {
      for (const key of hits) expect(isHit(key, filter), JSON.stringify(key)).toBe(true);
      for (const key of misses) expect(isHit(key, filter), JSON.stringify(key)).toBe(false);
    },
  );

  it('keys of different features never share a root by accident', () => {
    const roots = [
      authKeys.siteLook(),
      authKeys.scanLogin('x'),
      companyKeys.info(),
      logKeys.all,
      reportKeys.all,
      settingsKeys.all,
      upgradeKeys.all,
      userKeys.alarmSettings(),
      userKeys.permissions('en'),
      versionKeys.all,
      gatewayKeys.all,
      campaignKeys.all,
      firmwareKeys.all,
    ].map((key) => key[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });
});
