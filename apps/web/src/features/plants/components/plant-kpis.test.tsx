// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPlantRealtime } from '@sunfleet/contract/plants';
import { renderInApp, stubApi } from '@/test/render';
import { PlantKpis } from './plant-kpis.tsx';

const realtime = (energyTotal: number, energyBeforeMonitoring: number): TPlantRealtime => ({
  status: 'normal',
  power: 3.2,
  capacity: 8,
  energyToday: 12,
  energyMonth: 300,
  energyYear: 9_000,
  energyTotal,
  energyBeforeMonitoring,
  specificYieldToday: 1.5,
  specificYieldYear: 1_125,
  selfConsumptionRate: 60,
  selfSufficiencyRate: 70,
  co2AvoidedKg: Math.round(energyTotal * 0.475),
  lastUpdate: null,
});

describe('PlantKpis', () => {
  it("names the lifetime energy counted before monitoring, so the KPI and the Total chart's sum agree", async () => {
    stubApi({ '/api/v1/plant/p1/realtime': realtime(44_900, 23_800) });
    await renderInApp(<PlantKpis plantId="p1" />);
    expect((await screen.findByTestId('kpi-energyTotal-note')).textContent).toBe(
      'including 23.8 MWh before monitoring',
    );
  });

  it('adds no note to a plant monitored since its first kilowatt-hour', async () => {
    stubApi({ '/api/v1/plant/p1/realtime': realtime(21_146, 0) });
    await renderInApp(<PlantKpis plantId="p1" />);
    await waitFor(() => expect(screen.getByTestId('kpi-energyTotal').textContent).toContain('MWh'));
    expect(screen.queryByTestId('kpi-energyTotal-note')).toBeNull();
  });
});
