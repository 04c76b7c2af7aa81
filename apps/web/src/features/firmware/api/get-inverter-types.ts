import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

/** `GET /api/v1/firmware/inverterTypes`: primary labels with their secondary labels. */
export const getInverterTypes = () => api.get('/api/v1/firmware/inverterTypes');

export const inverterTypesQuery = queryOptions({ queryKey: firmwareKeys.types(), queryFn: getInverterTypes });

export const useInverterTypes = (isEnabled = true) => useQuery({ ...inverterTypesQuery, enabled: isEnabled });
