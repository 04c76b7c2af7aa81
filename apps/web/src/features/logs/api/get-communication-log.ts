import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TLogFilter } from '../model/log-filter.ts';

/** `GET /api/v1/logger/page`: the communication log (uploads and refusals), newest first. */
export const getCommunicationLog = (filter: TLogFilter, page: number, size: number) =>
  api.get('/api/v1/logger/page', {
    query: {
      page,
      size,
      plantId: filter.plantId,
      gatewaySn: filter.gatewaySn,
      deviceSn: filter.deviceSn,
      kind: filter.kind,
      from: filter.from,
      to: filter.to,
    },
  });

export const communicationLogQuery = (filter: TLogFilter, page: number, size: number) =>
  queryOptions({
    queryKey: ['logs', 'communication', filter, page, size],
    queryFn: () => getCommunicationLog(filter, page, size),
    placeholderData: keepPreviousData,
  });

export const useCommunicationLog = (filter: TLogFilter, page: number, size: number) =>
  useQuery(communicationLogQuery(filter, page, size));
