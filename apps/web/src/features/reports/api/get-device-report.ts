import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeviceReport } from '@sunfleet/contract/reports';
import { api } from '@/lib/api';
import type { TReportPeriod } from './get-energy-report.ts';

/**
 * `GET /api/v1/plant/{id}/device-report`: each device's energy and average power over the same
 * buckets as the plant report.
 */
export const getDeviceReport = (plantId: string, period: TReportPeriod) =>
  api.request(`/api/v1/plant/${encodeURIComponent(plantId)}/device-report`, {
    query: { period: period.unit, date: period.date },
    schema: ZDeviceReport,
  });

export const deviceReportQuery = (plantId: string, period: TReportPeriod) =>
  queryOptions({
    queryKey: ['workdata', 'devices', plantId, period],
    queryFn: () => getDeviceReport(plantId, period),
  });

export const useDeviceReport = (plantId: string | undefined, period: TReportPeriod, enabled = true) =>
  useQuery({ ...deviceReportQuery(plantId ?? '', period), enabled: enabled && Boolean(plantId) });
