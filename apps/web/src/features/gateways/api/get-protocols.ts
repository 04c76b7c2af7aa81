import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gatewayKeys } from './query-keys.ts';

/** `GET /api/v1/protocols`: the dictionaries a device may be polled with. */
export const useProtocols = (enabled: boolean) =>
  useQuery({
    queryKey: gatewayKeys.protocols(),
    queryFn: () => api.get('/api/v1/protocols'),
    staleTime: 60_000,
    enabled,
  });
