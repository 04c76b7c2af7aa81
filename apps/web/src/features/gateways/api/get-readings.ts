import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gatewayKeys } from './query-keys.ts';

export type TReadingsPeriod = { gatewaySn: string; from: string; to: string };

/** `GET /api/v1/workdata/dynamic`: 5-minute averages of a gateway's devices over a period. */
export const getReadings = (query: TReadingsPeriod) => api.get('/api/v1/workdata/dynamic', { query });

export const readingsQuery = (query: TReadingsPeriod) =>
  queryOptions({
    queryKey: gatewayKeys.readings(query),
    queryFn: () => getReadings(query),
    placeholderData: keepPreviousData,
  });

export const useReadings = (query: TReadingsPeriod) => useQuery(readingsQuery(query));
