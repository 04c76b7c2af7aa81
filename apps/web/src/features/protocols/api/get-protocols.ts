import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/protocols`: shipped dictionaries and the company's imported ones. */
export const getProtocols = () => api.get('/api/v1/protocols');

export const protocolsQuery = queryOptions({ queryKey: ['protocols'], queryFn: getProtocols });

export const useProtocols = () => useQuery(protocolsQuery);
