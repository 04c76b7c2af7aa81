import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/device/{sn}/energy-refusals`: the device's newest energy steps refused as implausible. */
export const getEnergyRefusals = (sn: string) =>
  api.get('/api/v1/device/{sn}/energy-refusals', { path: { sn } });

export const useEnergyRefusals = (sn: string) =>
  useQuery({
    queryKey: deviceKeys.energyRefusals(sn),
    queryFn: () => getEnergyRefusals(sn),
    refetchInterval: 60_000,
  });
