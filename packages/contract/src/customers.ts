import { z } from 'zod';
import { ZPageQuery } from './paging.ts';
import { plainText, ZAccount } from './validators.ts';

/** Customers of a company and their types (spec sections 2, 3 and 7 "Customers"; issue 15). */

/** `GET /api/v1/customers`: one customer of the caller's company. */
export const ZCustomer = z.object({
  id: z.string(),
  account: z.string(),
  /** The name the company knows the customer by (their nickname until the company sets one). */
  name: z.string(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  remark: z.string(),
  /** Plants the customer owns or that are built for them. */
  plantCount: z.number().int(),
  /** Gateways assigned to the customer or on their plants. */
  gatewayCount: z.number().int(),
  /** True while an invited account has never signed in (set its password through "forgot password"). */
  invited: z.boolean(),
  companyId: z.string(),
  /** ISO 8601, UTC: when the customer was added. */
  createdAt: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const ZCustomerListQuery = ZPageQuery.extend({
  /** Matches account or name, case-insensitively. */
  keyword: z.string().trim().max(64).optional(),
  /** A type; its sub-types' customers are included. */
  typeId: z.uuid().optional(),
});
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuery>;

/** `GET /api/v1/customer/check`: can this account be added? */
export const ZCustomerCheckQuery = z.object({ account: ZAccount });
/**
 * Code 0 with `exists: true`: a customer account that will be linked. Tolerated refusals: 105 (not
 * registered — it will be invited by e-mail), 202 (a company's administrator: add it as an agent).
 * Refusals: 207 (already this company's customer), 106 (another company's staff or customer).
 */
export const ZCustomerCheck = z.object({ exists: z.boolean(), account: z.string(), nickname: z.string() });
export type TCustomerCheck = z.infer<typeof ZCustomerCheck>;

const ZCustomerFields = z.object({
  name: plainText(40),
  typeId: z.uuid().nullable().default(null),
  remark: plainText(200).default(''),
});

/** `POST /api/v1/customer`: links an existing customer account or invites a new e-mail account. */
export const ZCustomerCreate = ZCustomerFields.extend({ account: ZAccount });
export type TCustomerCreate = z.infer<typeof ZCustomerCreate>;
export type TCustomerCreateInput = z.input<typeof ZCustomerCreate>;

/** `POST /api/v1/customer/{customerId}`. */
export const ZCustomerUpdate = ZCustomerFields;
export type TCustomerUpdate = z.infer<typeof ZCustomerUpdate>;
export type TCustomerUpdateInput = z.input<typeof ZCustomerUpdate>;

/** `GET /api/v1/customerTypes` (flat) and `/customerType/{id}`. */
export const ZCustomerType = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  remark: z.string(),
  customerCount: z.number().int(),
  createdAt: z.string(),
});
export type TCustomerType = z.infer<typeof ZCustomerType>;

/** `GET /api/v1/customer/types`: the types as a tree. */
export type TCustomerTypeNode = TCustomerType & { children: TCustomerTypeNode[] };
export const ZCustomerTypeNode: z.ZodType<TCustomerTypeNode> = ZCustomerType.extend({
  get children() {
    return z.array(ZCustomerTypeNode);
  },
})
  // A named schema, so the recursive tree appears once in the OpenAPI document.
  .meta({ id: 'CustomerTypeNode' });

/** `POST /api/v1/customerType` and `/customerType/{id}`. */
export const ZCustomerTypeBody = z.object({
  name: plainText(30, { required: true }),
  parentId: z.uuid().nullable().default(null),
  remark: plainText(200).default(''),
});
export type TCustomerTypeBody = z.infer<typeof ZCustomerTypeBody>;
export type TCustomerTypeBodyInput = z.input<typeof ZCustomerTypeBody>;

/** Builds the tree of `GET /customer/types` from the flat list (parents before or after children). */
export function customerTypeTree(types: readonly TCustomerType[]): TCustomerTypeNode[] {
  const nodes = new Map(types.map((type) => [type.id, { ...type, children: [] as TCustomerTypeNode[] }]));
  const roots: TCustomerTypeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
