import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCustomer,
  ZCustomerCheck,
  ZCustomerCheckQuery,
  ZCustomerCreate,
  ZCustomerListQuery,
  ZCustomerType,
  ZCustomerTypeBody,
  ZCustomerTypeNode,
  ZCustomerUpdate,
} from '@sunfleet/contract/customers';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZPage } from '@sunfleet/contract/paging';
import { ZPermissionTree } from '@sunfleet/contract/permission-items';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';

const tags = ['customers'];
const ZCustomerParams = z.object({ customerId: z.uuid() });
const ZIdParams = z.object({ id: z.uuid() });

/** Customers of the caller's company and their types (spec section 7 "Customers"). */
const customerRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const customers = services.customers;

  app.get(
    '/api/v1/customers',
    {
      config: { permission: 'customer.list.view' },
      schema: {
        tags,
        summary: "The company's customers with their type, plants and gateways",
        querystring: ZCustomerListQuery,
        response: { 200: ZEnvelope(ZPage(ZCustomer)) },
      },
    },
    async (request) => ok(request, await customers.list(principalOf(request), request.query)),
  );

  app.get(
    '/api/v1/customer/check',
    {
      config: { permission: 'customer.add' },
      schema: {
        tags,
        summary:
          'Can an account be added? 0 links it; 105 (tolerated) invites it; 202 (tolerated) a company administrator; 207, 106, 104 refuse',
        querystring: ZCustomerCheckQuery,
        response: { 200: ZEnvelope(ZCustomerCheck) },
      },
    },
    async (request) => ok(request, await customers.check(principalOf(request), request.query.account)),
  );

  app.get(
    '/api/v1/role/:customerId',
    {
      config: { permission: 'customer.list.view' },
      schema: {
        tags,
        summary: 'What a customer of the company may see and do (the customer permission set)',
        params: ZCustomerParams,
        response: { 200: ZEnvelope(ZPermissionTree) },
      },
    },
    async (request) =>
      ok(request, await customers.role(principalOf(request), request.params.customerId, request.lang)),
  );

  app.post(
    '/api/v1/customer',
    {
      config: { permission: 'customer.add' },
      schema: {
        tags,
        summary: 'Adds a customer: links an existing customer account or invites a new one by e-mail',
        body: ZCustomerCreate,
        response: { 200: ZEnvelope(ZCustomer) },
      },
    },
    async (request) => ok(request, await customers.create(principalOf(request), request.body, request.lang)),
  );

  app.post(
    '/api/v1/customer/:customerId',
    {
      config: { permission: 'customer.edit' },
      schema: {
        tags,
        summary: 'Edits what the company records about a customer (name, type, remark)',
        params: ZCustomerParams,
        body: ZCustomerUpdate,
        response: { 200: ZEnvelope(ZCustomer) },
      },
    },
    async (request) =>
      ok(
        request,
        await customers.update(principalOf(request), request.params.customerId, request.body, request.lang),
      ),
  );

  app.delete(
    '/api/v1/customers/delete/:id',
    {
      config: { permission: 'customer.delete' },
      schema: {
        tags,
        summary:
          'Removes a customer from the company (the account stays; plants built for them are no longer shown to them)',
        params: ZIdParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await customers.remove(principalOf(request), request.params.id);
      return ok(request, null);
    },
  );

  app.get(
    '/api/v1/customer/types',
    {
      config: { permission: 'customer.type.list.view' },
      schema: {
        tags,
        summary: "The company's customer types as a tree",
        response: { 200: ZEnvelope(z.array(ZCustomerTypeNode)) },
      },
    },
    async (request) => ok(request, await customers.types(principalOf(request))),
  );

  app.get(
    '/api/v1/customerTypes',
    {
      config: { permission: 'customer.list.view' },
      schema: {
        tags,
        summary: "The company's customer types, flat (for pickers)",
        response: { 200: ZEnvelope(z.array(ZCustomerType)) },
      },
    },
    async (request) => ok(request, await customers.flatTypes(principalOf(request))),
  );

  app.get(
    '/api/v1/customerType/:id',
    {
      config: { permission: 'customer.type.list.view' },
      schema: {
        tags,
        summary: 'One customer type',
        params: ZIdParams,
        response: { 200: ZEnvelope(ZCustomerType) },
      },
    },
    async (request) => ok(request, await customers.findType(principalOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/customerType',
    {
      config: { permission: 'customer.type.edit' },
      schema: {
        tags,
        summary: 'Adds a customer type, optionally below another',
        body: ZCustomerTypeBody,
        response: { 200: ZEnvelope(ZCustomerType) },
      },
    },
    async (request) =>
      ok(request, await customers.createType(principalOf(request), request.body, request.lang)),
  );

  app.post(
    '/api/v1/customerType/:id',
    {
      config: { permission: 'customer.type.edit' },
      schema: {
        tags,
        summary: 'Edits or moves a customer type (never below itself)',
        params: ZIdParams,
        body: ZCustomerTypeBody,
        response: { 200: ZEnvelope(ZCustomerType) },
      },
    },
    async (request) =>
      ok(
        request,
        await customers.updateType(principalOf(request), request.params.id, request.body, request.lang),
      ),
  );

  app.post(
    '/api/v1/customerType/:id/delete',
    {
      config: { permission: 'customer.type.edit' },
      schema: {
        tags,
        summary: 'Deletes a customer type without sub-types (208 otherwise)',
        params: ZIdParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await customers.deleteType(principalOf(request), request.params.id);
      return ok(request, null);
    },
  );
  done();
};
export default customerRoutes;
