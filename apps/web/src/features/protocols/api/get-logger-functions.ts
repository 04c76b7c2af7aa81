import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZLoggerFunction } from '@sunfleet/contract/protocol-config';
import { api } from '@/lib/api';

/** `GET /api/v1/logger/functions`, ordered by code. */
export const getLoggerFunctions = () =>
  api.request('/api/v1/logger/functions', { schema: z.array(ZLoggerFunction) });

export const loggerFunctionsQuery = queryOptions({
  queryKey: ['logger-functions'],
  queryFn: getLoggerFunctions,
});

export const useLoggerFunctions = () => useQuery(loggerFunctionsQuery);
