import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZPermissionTree } from '@sunfleet/contract/permission-items';
import { companyPermissions, customerPermissions, grantedTree } from '@sunfleet/contract/permissions';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';

const ZLanQuery = z.object({ lan: z.string().optional().describe('en, zh (or cn) or es') });
const schema = (summary: string) => ({
  tags: ['permissions'],
  summary,
  querystring: ZLanQuery,
  response: { 200: ZEnvelope(ZPermissionTree) },
});

const companySet = new Set(companyPermissions);
const customerSet = new Set(customerPermissions);

/** Permission trees with names in the request's language (`lan`, cn = zh). */
const permissionRoutes: FastifyPluginCallbackZod<AppContext> = (app, _context, done) => {
  app.get(
    '/api/v1/permission',
    { config: { access: 'signedIn' }, schema: schema("The signed-in user's granted menus and buttons") },
    (request) => ok(request, grantedTree(principalOf(request).permissions, request.lang)),
  );

  app.get(
    '/api/v1/permission/company',
    { config: { permission: 'company.role.list.view' }, schema: schema('What a company role may be given') },
    (request) => ok(request, grantedTree(companySet, request.lang)),
  );

  app.get(
    '/api/v1/permission/customer',
    { config: { permission: 'customer.list.view' }, schema: schema('What a customer holds') },
    (request) => ok(request, grantedTree(customerSet, request.lang)),
  );
  done();
};
export default permissionRoutes;
