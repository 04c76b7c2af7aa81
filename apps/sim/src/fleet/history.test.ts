import { describe, expect, it } from 'vitest';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import { generateHistory, historyInstants } from './history.ts';

const hourMs = 3_600_000;
const dayMs = 86_400_000;

describe('historyInstants', () => {
  it('polls sparsely long ago, hourly for a month, every 5 minutes at the end, and ends at the end', () => {
    const end = new Date(Date.UTC(2026, 5, 21, 10, 2));
    const instants = historyInstants({ end, spanMs: 60 * dayMs, fineSpanMs: dayMs, seed: 1 });
    const steps = instants.slice(1).map((at, i) => at - (instants[i] ?? 0));
    expect(instants.at(-1)).toBe(end.getTime());
    expect(steps.every((step) => step > 0)).toBe(true);
    expect(steps[0]).toBe(2 * hourMs);
    expect(steps.filter((step) => step === hourMs).length).toBeGreaterThan(30 * 24 - 2);
    expect(steps.filter((step) => step === 300_000).length).toBe(288);
    expect(instants[0]).toBeGreaterThanOrEqual(end.getTime() - 60 * dayMs);
  });
});

describe('generateHistory', () => {
  it('polls every device of each plant (not the spare) and leaves the counters the live run continues', () => {
    const end = new Date(Date.UTC(2026, 5, 21, 12));
    const history = generateHistory(demoFleet, { end, spanMs: dayMs, fineSpanMs: 2 * hourMs, seed: 1 });
    const seen = new Set<string>();
    let next = history.next();
    while (!next.done) {
      for (const { frame } of next.value) seen.add(frame.deviceSn);
      next = history.next();
    }
    const plants = demoFleet.plants.filter((plant) => !plant.isSpare);
    expect(seen.size).toBe(plants.flatMap((plant) => plant.gateway.devices).length);
    for (const plant of plants) {
      const state = next.value.plants[plant.gateway.sn];
      expect(state?.at).toBe(end.getTime());
      // A June day's sun: every plant made energy, and "today" is part of the total.
      expect(state?.today.kwh.pv ?? 0).toBeLessThanOrEqual(state?.energyKwh.pv ?? 0);
    }
    expect(next.value.plants['SFGW26010066']).toBeUndefined();
  });
});
