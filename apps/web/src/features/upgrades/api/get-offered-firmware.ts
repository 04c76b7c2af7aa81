import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { upgradeKeys } from './query-keys.ts';

/** `GET /api/v1/firmware?sn=`: the enabled images offered to an inverter or gateway, newest first. */
export const getOfferedFirmware = (sn: string) => api.get('/api/v1/firmware', { query: { sn } });

export const useOfferedFirmware = (sn: string, isEnabled: boolean) =>
  useQuery({ queryKey: upgradeKeys.offered(sn), queryFn: () => getOfferedFirmware(sn), enabled: isEnabled });
