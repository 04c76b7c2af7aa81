import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { logKeys } from './query-keys.ts';

/** `GET /api/v1/logger/content`: one communication-log row and the readings its upload carried. */
export const getLogContent = (id: string) => api.get('/api/v1/logger/content', { query: { id } });

export const logContentQuery = (id: string) =>
  queryOptions({ queryKey: logKeys.content(id), queryFn: () => getLogContent(id) });

export const useLogContent = (id: string | undefined) =>
  useQuery({ ...logContentQuery(id ?? ''), enabled: id !== undefined });
