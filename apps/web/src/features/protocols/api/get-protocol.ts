import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { protocolKeys } from './query-keys.ts';

/** `GET /api/v1/protocol/{id}`: one dictionary with its blocks and entries. */
export const getProtocol = (id: string) => api.get('/api/v1/protocol/{id}', { path: { id } });

export const protocolQuery = (id: string) =>
  queryOptions({ queryKey: protocolKeys.detail(id), queryFn: () => getProtocol(id) });

export const useProtocol = (id: string | undefined) =>
  useQuery({ ...protocolQuery(id ?? ''), enabled: id !== undefined });
