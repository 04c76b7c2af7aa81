import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyUser, ZCompanyUserListQuery } from '@sunfleet/contract/company-users';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZPage } from '@sunfleet/contract/paging';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { AppError, ok } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';

const tags = ['companies'];

/** Company staff, seen through the caller's tenancy. */
const companyRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories }, done) => {
  const staff = repositories.companyUsers;

  app.get(
    '/api/v1/company/user/list',
    {
      config: { permission: 'company.user' },
      schema: {
        tags,
        summary: "Staff of the caller's company (all companies for the platform)",
        querystring: ZCompanyUserListQuery,
        response: { 200: ZEnvelope(ZPage(ZCompanyUser)) },
      },
    },
    async (request) => ok(request, await staff.list(tenancyOf(principalOf(request)), request.query)),
  );

  app.get(
    '/api/v1/company/user/:id/',
    {
      config: { permission: 'company.user' },
      schema: {
        tags,
        summary: 'One staff member; another company’s member answers code 3 (not found)',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZEnvelope(ZCompanyUser) },
      },
    },
    async (request) => {
      const member = await staff.find(tenancyOf(principalOf(request)), request.params.id);
      if (!member) throw new AppError(ErrorCode.notFound);
      return ok(request, member);
    },
  );
  done();
};
export default companyRoutes;
