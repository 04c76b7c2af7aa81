import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZProtocolSummary } from '@sunfleet/contract/protocol-config';
import { api } from '@/lib/api';

/** `GET /api/v1/protocols`: shipped dictionaries and the company's imported ones. */
export const getProtocols = () => api.request('/api/v1/protocols', { schema: z.array(ZProtocolSummary) });

export const protocolsQuery = queryOptions({ queryKey: ['protocols'], queryFn: getProtocols });

export const useProtocols = () => useQuery(protocolsQuery);
