import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/protocols`: the dictionaries a device may be polled with. */
export const useProtocols = (enabled: boolean) =>
  useQuery({
    queryKey: ['gateways', 'protocols'],
    queryFn: () => api.get('/api/v1/protocols'),
    staleTime: 60_000,
    enabled,
  });
