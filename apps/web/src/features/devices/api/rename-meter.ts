import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { useMeterChange } from './use-meter-change.ts';

export const useRenameMeter = () =>
  useMeterChange((sn, alias: string) =>
    api.post('/api/v1/meter/{sn}/alias', { path: { sn }, body: { alias }, tolerate: [ErrorCode.validation] }),
  );
