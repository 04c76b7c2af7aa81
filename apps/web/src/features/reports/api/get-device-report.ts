import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TReportPeriod } from './get-energy-report.ts';
import { reportKeys } from './query-keys.ts';

/**
 * `GET /api/v1/plant/{id}/device-report`: each device's energy and average power over the same
 * buckets as the plant report.
 */
export const getDeviceReport = (plantId: string, period: TReportPeriod) =>
  api.get('/api/v1/plant/{id}/device-report', {
    path: { id: plantId },
    query: { period: period.unit, date: period.date },
  });

export const deviceReportQuery = (plantId: string, period: TReportPeriod) =>
  queryOptions({
    queryKey: reportKeys.devices(plantId, period),
    queryFn: () => getDeviceReport(plantId, period),
  });

export const useDeviceReport = (plantId: string | undefined, period: TReportPeriod, enabled = true) =>
  useQuery({ ...deviceReportQuery(plantId ?? '', period), enabled: enabled && Boolean(plantId) });
