import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlantDeviceCheck } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** `GET /api/v1/plant/{stationId}/check/device`: how many of each kind of device the plant has. */
export const getDeviceCheck = (plantId: string) =>
  api.request(`/api/v1/plant/${encodeURIComponent(plantId)}/check/device`, { schema: ZPlantDeviceCheck });

export const deviceCheckQuery = (plantId: string) =>
  queryOptions({ queryKey: ['plant', plantId, 'device-check'], queryFn: () => getDeviceCheck(plantId) });

export const useDeviceCheck = (plantId: string) => useQuery(deviceCheckQuery(plantId));
