import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TLogFilter } from '../model/log-filter.ts';

/** `GET /api/v1/logger`: the maintenance log, newest first. */
export const getMaintenanceLog = (filter: TLogFilter, page: number, size: number) =>
  api.get('/api/v1/logger', {
    query: {
      page,
      size,
      plantId: filter.plantId,
      gatewaySn: filter.gatewaySn,
      deviceSn: filter.deviceSn,
      action: filter.action,
      from: filter.from,
      to: filter.to,
    },
  });

export const maintenanceLogQuery = (filter: TLogFilter, page: number, size: number) =>
  queryOptions({
    queryKey: ['logs', 'maintenance', filter, page, size],
    queryFn: () => getMaintenanceLog(filter, page, size),
    placeholderData: keepPreviousData,
  });

export const useMaintenanceLog = (filter: TLogFilter, page: number, size: number) =>
  useQuery(maintenanceLogQuery(filter, page, size));
