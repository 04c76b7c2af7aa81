import { api } from '@/lib/api';

/** `POST /anonymous/scan`: a new request; its secret stays in this page's memory. */
export const createScanLogin = () => api.post('/anonymous/scan', { isAnonymous: true, isQuiet: true });
