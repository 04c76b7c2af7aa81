import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminTransferBody,
  ZAgentAddBody,
  ZChecked,
  ZCompanyAddBody,
  ZCompanyAgent,
  ZCompanyCheckQuery,
  ZCompanyEditBody,
  ZCompanyInfo,
  ZCompanyLogoBody,
  ZCompanyRole,
  ZCompanyRoleBody,
  ZLogoUpload,
  ZRoleCheckQuery,
  ZThemeColorBody,
} from '@sunfleet/contract/companies';
import {
  ZCompanyUser,
  ZCompanyUserAddBody,
  ZCompanyUserCheckQuery,
  ZCompanyUserEditBody,
  ZCompanyUserListQuery,
} from '@sunfleet/contract/company-users';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZPage } from '@sunfleet/contract/paging';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { AppError, ok } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import { readFormUpload, registerUploadRoutes } from '../../uploads.ts';

const tags = ['companies'];
const ZId = z.object({ id: z.uuid() });
const ZAdded = z.object({ companyId: z.string(), adminId: z.string() });
const ZLogo = z.object({ logoUrl: z.string().nullable(), iconUrl: z.string().nullable() });
const ZInfoQuery = z.object({ id: z.uuid().optional().describe('Another company (platform only)') });

/** Companies: information and look, staff, roles, administrator hand-over, agents. */
const companyRoutes: FastifyPluginCallbackZod<Container> = (app, { repositories, services }, done) => {
  const staff = repositories.companyUsers;
  const companies = services.companies;

  // -- company ---------------------------------------------------------------------------------

  app.get(
    '/api/v1/company/info',
    {
      config: { permission: 'company.info' },
      schema: {
        tags,
        summary: "The caller's company: information, look and administrator",
        querystring: ZInfoQuery,
        response: { 200: ZEnvelope(ZCompanyInfo) },
      },
    },
    async (request) => ok(request, await companies.info(principalOf(request), request.query.id)),
  );

  app.get(
    '/api/v1/company/check',
    {
      config: { permission: 'company.info' },
      schema: {
        tags,
        summary: 'Whether a company name is free (203 when another company has it)',
        querystring: ZCompanyCheckQuery,
        response: { 200: ZEnvelope(ZChecked) },
      },
    },
    async (request) => ok(request, await companies.checkName(request.query.name, request.query.id)),
  );

  app.post(
    '/api/v1/company/:id/edit',
    {
      config: { permission: 'company.info.edit' },
      schema: {
        tags,
        summary: 'Edit company information (203 duplicate name)',
        params: ZId,
        body: ZCompanyEditBody,
        response: { 200: ZEnvelope(ZCompanyInfo) },
      },
    },
    async (request) =>
      ok(request, await companies.edit(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/company/:id/themeColor',
    {
      config: { permission: 'company.info.edit' },
      schema: {
        tags,
        summary: "The company's theme colour (#rrggbb); every member's shell takes it on its next load",
        params: ZId,
        body: ZThemeColorBody,
        response: { 200: ZEnvelope(ZThemeColorBody) },
      },
    },
    async (request) =>
      ok(
        request,
        await companies.setThemeColor(principalOf(request), request.params.id, request.body.themeColor),
      ),
  );

  registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/v1/company/uploadLogo',
      {
        config: { permission: 'company.info.edit' },
        schema: {
          tags,
          summary:
            'Upload a logo image: multipart field `file`, JPG, JPEG, GIF or PNG (by content), at most 6 MB',
          consumes: ['multipart/form-data'],
          response: { 200: ZEnvelope(ZLogoUpload) },
        },
      },
      async (request) => {
        const { upload } = await readFormUpload(request, uploadLimits.companyLogo.maxBytes);
        return ok(request, await companies.uploadLogo(principalOf(request), upload, request.lang));
      },
    );
  });

  app.post(
    '/api/v1/company/:id/logo',
    {
      config: { permission: 'company.info.edit' },
      schema: {
        tags,
        summary: 'Set the expanded logo and the collapsed icon (uploaded images; null for the default)',
        params: ZId,
        body: ZCompanyLogoBody,
        response: { 200: ZEnvelope(ZLogo) },
      },
    },
    async (request) =>
      ok(
        request,
        await companies.setLogo(principalOf(request), request.params.id, request.body, request.lang),
      ),
  );

  app.post(
    '/api/v1/company/add',
    {
      config: { permission: 'system.management' },
      schema: {
        tags,
        summary: 'Create a company with its administrator (platform; 203, 104, 106)',
        body: ZCompanyAddBody,
        response: { 200: ZEnvelope(ZAdded) },
      },
    },
    async (request) => ok(request, await companies.add(request.body)),
  );

  app.post(
    '/api/v1/company/:id/transfer',
    {
      config: { permission: 'company.info.edit' },
      schema: {
        tags,
        summary: 'Hand the company to a staff member (administrator only; 108 wrong password)',
        params: ZId,
        body: ZAdminTransferBody,
        response: { 200: ZEnvelope(ZCompanyInfo) },
      },
    },
    async (request) =>
      ok(
        request,
        await companies.transferAdmin(principalOf(request), request.params.id, request.body, request.lang),
      ),
  );

  // -- staff -----------------------------------------------------------------------------------

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
    '/api/v1/company/user/check',
    {
      config: { permission: 'company.user' },
      schema: {
        tags,
        summary: 'Whether an account is free for a new member (104 registered, 106 in a company)',
        querystring: ZCompanyUserCheckQuery,
        response: { 200: ZEnvelope(ZChecked) },
      },
    },
    async (request) => ok(request, await companies.checkAccount(principalOf(request), request.query.account)),
  );

  app.get(
    '/api/v1/company/user/:id/',
    {
      config: { permission: 'company.user' },
      schema: {
        tags,
        summary: 'One staff member; another company’s member answers code 3 (not found)',
        params: ZId,
        response: { 200: ZEnvelope(ZCompanyUser) },
      },
    },
    async (request) => {
      const member = await staff.find(tenancyOf(principalOf(request)), request.params.id);
      if (!member) throw new AppError(ErrorCode.notFound);
      return ok(request, member);
    },
  );

  app.post(
    '/api/v1/company/user/add',
    {
      config: { permission: 'company.user.add' },
      schema: {
        tags,
        summary: 'Add a staff member with a role (JSON or form; 104, 106)',
        body: ZCompanyUserAddBody,
        response: { 200: ZEnvelope(ZCompanyUser) },
      },
    },
    async (request) =>
      ok(request, await companies.addMember(principalOf(request), request.body, request.lang)),
  );

  app.post(
    '/api/v1/company/user/edit/:id',
    {
      config: { permission: 'company.user.edit' },
      schema: {
        tags,
        summary: 'Edit a staff member: name, role, disabled, read-only, password (802 own role)',
        params: ZId,
        body: ZCompanyUserEditBody,
        response: { 200: ZEnvelope(ZCompanyUser) },
      },
    },
    async (request) =>
      ok(
        request,
        await companies.editMember(principalOf(request), request.params.id, request.body, request.lang),
      ),
  );

  app.post(
    '/api/v1/company/user/delete/:id',
    {
      config: { permission: 'company.user.delete' },
      schema: {
        tags,
        summary: 'Delete a staff member (never the administrator nor oneself)',
        params: ZId,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await companies.deleteMember(principalOf(request), request.params.id);
      return ok(request, null);
    },
  );

  // -- roles -----------------------------------------------------------------------------------

  app.get(
    '/api/v1/company/roles',
    {
      config: { permission: 'company.role.list.view' },
      schema: { tags, summary: "The company's roles", response: { 200: ZEnvelope(z.array(ZCompanyRole)) } },
    },
    async (request) => ok(request, await companies.roles(principalOf(request))),
  );

  app.get(
    '/api/v1/company/role/check',
    {
      config: { permission: 'company.role.list.view' },
      schema: {
        tags,
        summary: 'Whether a role name is free (801 when taken)',
        querystring: ZRoleCheckQuery,
        response: { 200: ZEnvelope(ZChecked) },
      },
    },
    async (request) =>
      ok(request, await companies.checkRoleName(principalOf(request), request.query.name, request.query.id)),
  );

  app.get(
    '/api/v1/company/role/:id',
    {
      config: { permission: 'company.role.list.view' },
      schema: { tags, summary: 'One role', params: ZId, response: { 200: ZEnvelope(ZCompanyRole) } },
    },
    async (request) => ok(request, await companies.role(principalOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/company/role',
    {
      config: { permission: 'company.role.add' },
      schema: {
        tags,
        summary: 'Add a role (800 at most 5, 801 name taken)',
        body: ZCompanyRoleBody,
        response: { 200: ZEnvelope(ZCompanyRole) },
      },
    },
    async (request) => ok(request, await companies.addRole(principalOf(request), request.body, request.lang)),
  );

  app.post(
    '/api/v1/company/role/:id',
    {
      config: { permission: 'company.role.edit' },
      schema: {
        tags,
        summary: "Edit a role; members have it on their next request (801, 802 the caller's own role)",
        params: ZId,
        body: ZCompanyRoleBody,
        response: { 200: ZEnvelope(ZCompanyRole) },
      },
    },
    async (request) =>
      ok(
        request,
        await companies.editRole(principalOf(request), request.params.id, request.body, request.lang),
      ),
  );

  app.post(
    '/api/v1/company/role/:id/delete',
    {
      config: { permission: 'company.role.delete' },
      schema: {
        tags,
        summary: "Delete a role no member holds (802 the caller's own role)",
        params: ZId,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await companies.deleteRole(principalOf(request), request.params.id, request.lang);
      return ok(request, null);
    },
  );

  // -- agents ----------------------------------------------------------------------------------

  app.get(
    '/api/v1/company/agents',
    {
      config: { permission: 'company.info' },
      schema: {
        tags,
        summary: 'The companies that are agents of the caller’s',
        response: { 200: ZEnvelope(z.array(ZCompanyAgent)) },
      },
    },
    async (request) => ok(request, await companies.agents(principalOf(request))),
  );

  app.post(
    '/api/v1/company/agent',
    {
      config: { permission: 'company.info.edit' },
      schema: {
        tags,
        summary: "Add a company as agent by its administrator's account (105, 900, 901, 902, 903, 202)",
        body: ZAgentAddBody,
        response: { 200: ZEnvelope(z.array(ZCompanyAgent)) },
      },
    },
    async (request) =>
      ok(request, await companies.addAgent(principalOf(request), request.body.account, request.lang)),
  );

  app.post(
    '/api/v1/company/agent/:id/delete',
    {
      config: { permission: 'company.info.edit' },
      schema: {
        tags,
        summary: 'Stop a company being the caller’s agent (`id`: the agent company)',
        params: ZId,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await companies.removeAgent(principalOf(request), request.params.id);
      return ok(request, null);
    },
  );
  done();
};
export default companyRoutes;
