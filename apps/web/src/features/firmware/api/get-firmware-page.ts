import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TFirmwareKind } from '@sunfleet/contract/firmware';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

export type TFirmwarePageQuery = {
  page: number;
  size: number;
  keyword?: string;
  typeId?: string;
  enabled?: '0' | '1';
};

/**
 * `GET /api/v1/firmware/page` (inverter images) and `/firmware/gateway/page`: the same table of
 * the library for either kind, newest first.
 */
export const getFirmwarePage = (kind: TFirmwareKind, query: TFirmwarePageQuery) =>
  kind === 'gateway'
    ? api.get('/api/v1/firmware/gateway/page', { query })
    : api.get('/api/v1/firmware/page', { query });

export const firmwarePageQuery = (kind: TFirmwareKind, query: TFirmwarePageQuery) =>
  queryOptions({
    queryKey: firmwareKeys.list(kind, query),
    queryFn: () => getFirmwarePage(kind, query),
    placeholderData: keepPreviousData,
  });

export const useFirmwarePage = (kind: TFirmwareKind, query: TFirmwarePageQuery) =>
  useQuery(firmwarePageQuery(kind, query));
