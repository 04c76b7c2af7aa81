import { api } from '@/lib/api';

/** `GET /api/v1/gateway/{id}/delete`: a company's goes back to the platform; the platform's is gone. */
export const deleteGateway = (id: string) => api.get('/api/v1/gateway/{id}/delete', { path: { id } });
