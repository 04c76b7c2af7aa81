import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/plant/{id}/getShareUsers`. */
export const getShareUsers = (plantId: string) =>
  api.get('/api/v1/plant/{id}/getShareUsers', { path: { id: plantId } });

export const shareUsersQuery = (plantId: string) =>
  queryOptions({ queryKey: plantKeys.shareUsers(plantId), queryFn: () => getShareUsers(plantId) });

export const useShareUsers = (plantId: string) => useQuery(shareUsersQuery(plantId));

/**
 * After a share or a cancelled share: the plant's share list and the fleet list (and map) load again
 * at once, not on their next poll.
 */
export const refreshShares = (queryClient: QueryClient, plantId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: shareUsersQuery(plantId).queryKey }),
    queryClient.invalidateQueries({ queryKey: plantKeys.all }),
  ]);
