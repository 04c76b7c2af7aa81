import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { protocolKeys } from './query-keys.ts';

/** `GET /api/v1/protocols`: shipped dictionaries and the company's imported ones. */
export const getProtocols = () => api.get('/api/v1/protocols');

export const protocolsQuery = queryOptions({ queryKey: protocolKeys.all, queryFn: getProtocols });

export const useProtocols = () => useQuery(protocolsQuery);
