import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/company/agents`. */
export const agentsQuery = queryOptions({
  queryKey: ['company-agents'],
  queryFn: () => api.get('/api/v1/company/agents'),
});
export const useAgents = () => useQuery(agentsQuery);
