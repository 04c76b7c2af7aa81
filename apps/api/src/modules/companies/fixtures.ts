import { createCompany, createUser } from '@sunfleet/db/testing';
import { bearer, signIn, type TestApp } from '../../testing.ts';

/** Test fixtures of the companies module: signed-in callers and a company with its administrator. */
export function companyFixtures(t: () => TestApp) {
  const headersOf = async (user: { account: string; password: string }) =>
    bearer((await signIn(t().app, user.account, user.password)).access_token);

  /** GET without a payload, POST with one. */
  const call = (headers: Record<string, string>, url: string, payload?: object) =>
    t().app.inject({ method: payload ? 'POST' : 'GET', url: `/api/v1${url}`, headers, payload });

  async function companyWithAdmin() {
    const company = await createCompany(t().database);
    const admin = await createUser(t().database, {
      kind: 'company',
      companyId: company.id,
      isCompanyAdmin: true,
    });
    return { company, admin, headers: await headersOf(admin) };
  }

  return { headersOf, call, companyWithAdmin };
}
