import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { protocolKeys } from './query-keys.ts';

/** `GET /api/v1/logger/functions`, ordered by code. */
export const getLoggerFunctions = () => api.get('/api/v1/logger/functions');

export const loggerFunctionsQuery = queryOptions({
  queryKey: protocolKeys.loggerFunctions(),
  queryFn: getLoggerFunctions,
});

export const useLoggerFunctions = () => useQuery(loggerFunctionsQuery);
