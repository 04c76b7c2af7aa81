import type { TGatewayCreateInput } from '@sunfleet/contract/gateways';
import { api } from '@/lib/api';
import { gatewayFormCodes } from './import-gateway.ts';

/** `POST /api/v1/gateway/create`: the platform registers a gateway before it ships. */
export const createGateway = (body: TGatewayCreateInput) =>
  api.post('/api/v1/gateway/create', { body, tolerate: gatewayFormCodes });
