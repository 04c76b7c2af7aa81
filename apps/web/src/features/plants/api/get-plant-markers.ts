import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeviceStatus } from '@sunfleet/contract/enums';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

export type TPlantMarkerQuery = { status?: TDeviceStatus; keyword?: string };

/** `GET /api/v1/plants/map`: every visible plant with a position. */
export const getPlantMarkers = (query: TPlantMarkerQuery) => api.get('/api/v1/plants/map', { query });

export const plantMarkersQuery = (query: TPlantMarkerQuery) =>
  queryOptions({ queryKey: plantKeys.markers(query), queryFn: () => getPlantMarkers(query) });

export const usePlantMarkers = (query: TPlantMarkerQuery, isEnabled: boolean) =>
  useQuery({ ...plantMarkersQuery(query), enabled: isEnabled });
