import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from '@/features/plants/api/query-keys';
import { userKeys } from '@/features/users/api/query-keys';

/**
 * What the PDF report's head shows: the plant's facts (`GET /api/v1/plant/{id}`) and the signed-in
 * user's company logo (`GET /api/v1/user`). The query keys are the ones the plant pages and the
 * shell use, so both usually come from the cache.
 */
export function useReportHeader(plantId: string | undefined) {
  const plant = useQuery({
    queryKey: plantKeys.detail(plantId ?? ''),
    queryFn: () => api.get('/api/v1/plant/{id}', { path: { id: plantId ?? '' } }),
    enabled: Boolean(plantId),
  });
  const user = useQuery({ queryKey: userKeys.current(), queryFn: () => api.get('/api/v1/user') });
  return { plant: plant.data, logoUrl: user.data?.company?.logoUrl ?? undefined };
}
