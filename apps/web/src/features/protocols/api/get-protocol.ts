import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProtocolDetail } from '@sunfleet/contract/protocol-config';
import { api } from '@/lib/api';

/** `GET /api/v1/protocol/{id}`: one dictionary with its blocks and entries. */
export const getProtocol = (id: string) =>
  api.request(`/api/v1/protocol/${encodeURIComponent(id)}`, { schema: ZProtocolDetail });

export const protocolQuery = (id: string) =>
  queryOptions({ queryKey: ['protocols', id], queryFn: () => getProtocol(id) });

export const useProtocol = (id: string | undefined) =>
  useQuery({ ...protocolQuery(id ?? ''), enabled: id !== undefined });
