import type { TGatewayCredentials } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { plantFormCodes } from './create-plant.ts';

/** `POST /api/v1/gateway/{sn}/check`: may this gateway be bound to a new plant? (300, 301, 305). */
export const checkGateway = ({ sn, key }: TGatewayCredentials) =>
  api.post('/api/v1/gateway/{gatewaySn}/check', {
    path: { gatewaySn: sn },
    body: { key },
    tolerate: plantFormCodes,
  });
