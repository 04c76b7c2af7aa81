import { api } from '@/lib/api';
import { gatewayFormCodes, type TGatewayImport } from './import-gateway.ts';

/** `POST /api/v1/gateway/import/one/check`: may this gateway be imported? (300, 301, 305). */
export const checkGatewayImport = ({ customerId, ...body }: TGatewayImport) =>
  api.post('/api/v1/gateway/import/one/check', { query: { customerId }, body, tolerate: gatewayFormCodes });
