import { api } from '@/lib/api';

/** `GET /api/v1/gateway/import/template`: the sheet to fill in. */
export const downloadGatewayTemplate = () => api.file('/api/v1/gateway/import/template');
