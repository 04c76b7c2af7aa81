import { readFileSync } from 'node:fs';
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

  it('open and clear the first incident when the README says: with the uploads after it is raised and cleared', () => {
    // The simulator uploads on its start and every minute after (the default `--interval`).
    const uploadMs = 60_000;
    const seenAt = (ms: number) => Math.ceil(ms / uploadMs) * uploadMs;
    const opensMin = seenAt(firstDemoIncident.afterMs) / 60_000;
    const clearsAfterMin =
      (seenAt(firstDemoIncident.afterMs + firstDemoIncident.forMs) - seenAt(firstDemoIncident.afterMs)) /
      60_000;
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    expect([opensMin, clearsAfterMin]).toEqual([1, 2]);
    expect(readme).toContain(
      'over-voltage warning opens a minute after every start of the simulator (raised 45 s in',
    );
    expect(readme).toContain(`clears ${clearsAfterMin} minutes after that`);
    expect(firstDemoIncident.afterMs).toBe(45_000);
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
