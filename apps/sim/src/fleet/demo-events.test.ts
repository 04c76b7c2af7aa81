import { describe, expect, it } from 'vitest';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import { demoIncidents, firstDemoIncident, incidentRemainingMs, incidentsOf } from './demo-events.ts';

describe('the demo incidents', () => {
  it('name devices of the demo fleet and raise the first one within two minutes of a start', () => {
    expect(incidentsOf(demoFleet)).toHaveLength(demoIncidents.length);
    expect(firstDemoIncident.afterMs).toBeLessThanOrEqual(120_000);
    const kinds = demoIncidents.map((incident) => incident.code ?? 'offline');
    expect(kinds).toEqual(['M01', 'ID10', 'B03', 'offline']);
  });

  it('are on during their local window only, with the time left', () => {
    const noon = { gatewaySn: 'x', localHour: 12, minutes: 25 };
    // 12:10 in Sydney (UTC+11 in January) is 01:10 UTC.
    const at = Date.UTC(2026, 0, 15, 1, 10);
    expect(incidentRemainingMs(noon, 'Australia/Sydney', at)).toBe(15 * 60_000);
    expect(incidentRemainingMs(noon, 'Australia/Sydney', at + 20 * 60_000)).toBe(0);
    expect(incidentRemainingMs(noon, 'Australia/Sydney', at - 20 * 60_000)).toBe(0);
  });
});
