import { expect, type APIRequestContext } from '@playwright/test';
import type { TEnvelope } from '@sunfleet/contract/envelope';
import type { TPlantCreateInput, TPlantDetail } from '@sunfleet/contract/plants';
import type { TSpareGateway } from './spare-gateways.ts';

type TQuery = Record<string, string | number>;

/**
 * The api as one account sees it, for a test's set-up and for checks the screen cannot show
 * (a refused write, the numbers behind a file). Replies are the envelope, whatever the code.
 */
export async function apiAs(request: APIRequestContext, account: string, password: string) {
  const signIn = await request.post('/oauth/token', {
    data: { grant_type: 'password', username: account, password },
  });
  const tokens = ((await signIn.json()) as TEnvelope<{ access_token: string }>).data;
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  return {
    async get<T>(path: string, params?: TQuery): Promise<TEnvelope<T>> {
      return (await request.get(path, { headers, params })).json() as Promise<TEnvelope<T>>;
    },
    async post<T>(path: string, data?: unknown, params?: TQuery): Promise<TEnvelope<T>> {
      return (await request.post(path, { headers, data, params })).json() as Promise<TEnvelope<T>>;
    },
  };
}
export type TApiSession = Awaited<ReturnType<typeof apiAs>>;

/** A valid plant for the creation call, bound to a spare gateway. */
export const plantOf = (name: string, gateway: TSpareGateway): TPlantCreateInput => ({
  name,
  type: 'gridTied',
  capacity: '6.5',
  commissioningDate: '2025-03-01',
  location: {
    latitude: '40.4168',
    longitude: '-3.7038',
    address: 'Calle Mayor 1, Madrid',
    timeZone: 'Europe/Madrid',
  },
  income: { method: 'constant', currency: 'EUR', price: '0.15' },
  contacts: { contact: 'E2E', phone: '', installer: '' },
  gateway,
});

/** Creates a plant as the session's account, which becomes its creator (and owner, for a customer). */
export async function createPlant(api: TApiSession, name: string, gateway: TSpareGateway) {
  const created = await api.post<TPlantDetail>('/api/v1/plant', plantOf(name, gateway));
  expect(created.code, created.msg).toBe(0);
  return created.data;
}
