import { api } from '@/lib/api';
import { useMeterChange } from './use-meter-change.ts';

export const useDeleteMeter = () =>
  useMeterChange((sn, _: null) => api.post('/api/v1/meter/{sn}/delete', { path: { sn } }));
