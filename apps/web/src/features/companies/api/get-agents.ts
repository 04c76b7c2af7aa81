import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { companyKeys } from './query-keys.ts';

/** `GET /api/v1/company/agents`. */
export const agentsQuery = queryOptions({
  queryKey: companyKeys.agents(),
  queryFn: () => api.get('/api/v1/company/agents'),
});
export const useAgents = () => useQuery(agentsQuery);
