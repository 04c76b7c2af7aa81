import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /api/v1/saveAuthInfo`: saves the company's weather provider key (never sent back). */
export const saveWeatherKey = (apiKey: string) =>
  api.post('/api/v1/saveAuthInfo', { body: { provider: 'open-meteo', apiKey } });

export function useSaveWeatherKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWeatherKey,
    onSuccess: () => client.invalidateQueries({ predicate: (query) => query.queryKey[2] === 'forecast' }),
  });
}
