import { api } from '@/lib/api';

/** `POST /api/v1/gateway/{id}/unbind`: the gateway leaves its plant. */
export const unbindGateway = (id: string) => api.post('/api/v1/gateway/{id}/unbind', { path: { id } });
