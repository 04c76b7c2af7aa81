import { api } from '@/lib/api';

/** `POST /anonymous/scan/{id}/poll`: the state, and the token pair once when approved. */
export const pollScanLogin = (id: string, secret: string) =>
  api.post('/anonymous/scan/{id}/poll', { path: { id }, body: { secret }, isAnonymous: true, isQuiet: true });
