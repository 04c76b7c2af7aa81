import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/logger/functions`, ordered by code. */
export const getLoggerFunctions = () => api.get('/api/v1/logger/functions');

export const loggerFunctionsQuery = queryOptions({
  queryKey: ['logger-functions'],
  queryFn: getLoggerFunctions,
});

export const useLoggerFunctions = () => useQuery(loggerFunctionsQuery);
