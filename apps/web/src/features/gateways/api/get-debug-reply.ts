import { api } from '@/lib/api';

/** `GET /api/v1/gate/{sn}/debug/reply`: the debug command's state and reply, waiting up to `wait` ms. */
export const debugReply = (sn: string, id: string, wait: number) =>
  api.get('/api/v1/gate/{sn}/debug/reply', { path: { sn }, query: { id, wait } });
