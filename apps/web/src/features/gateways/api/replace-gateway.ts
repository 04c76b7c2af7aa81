import type { TGatewayCredentials } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { gatewayFormCodes } from './import-gateway.ts';

/** `POST /api/v1/plant/{id}/gateway`: the plant's replacement — bind the new gateway, then unbind the old. */
export const replaceGateway = ({ plantId, ...body }: TGatewayCredentials & { plantId: string }) =>
  api.post('/api/v1/plant/{id}/gateway', { path: { id: plantId }, body, tolerate: gatewayFormCodes });
