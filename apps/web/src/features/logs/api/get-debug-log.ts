import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TLogFilter } from '../model/log-filter.ts';

/** `GET /api/v1/logger/debug`: remote debug requests with their replies, newest first. */
export const getDebugLog = (filter: TLogFilter, page: number, size: number) =>
  api.get('/api/v1/logger/debug', {
    query: {
      page,
      size,
      plantId: filter.plantId,
      gatewaySn: filter.gatewaySn,
      deviceSn: filter.deviceSn,
      from: filter.from,
      to: filter.to,
    },
  });

export const debugLogQuery = (filter: TLogFilter, page: number, size: number) =>
  queryOptions({
    queryKey: ['logs', 'debug', filter, page, size],
    queryFn: () => getDebugLog(filter, page, size),
    placeholderData: keepPreviousData,
  });

export const useDebugLog = (filter: TLogFilter, page: number, size: number) =>
  useQuery(debugLogQuery(filter, page, size));
