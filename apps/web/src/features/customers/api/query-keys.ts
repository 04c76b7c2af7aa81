/**
 * Every query key of the customers feature, from one factory: a saved or deleted customer
 * invalidates `all`, which also holds the plants feature's customer picker; a type change
 * invalidates `types`.
 */
export const customerKeys = {
  all: ['customers'] as const,
  list: (filter: object) => [...customerKeys.all, filter] as const,
  role: (customerId: string) => [...customerKeys.all, customerId, 'role'] as const,
  picker: (keyword: string) => [...customerKeys.all, 'picker', keyword] as const,
  types: ['customerTypes'] as const,
  typeTree: () => [...customerKeys.types, 'tree'] as const,
  typeList: () => [...customerKeys.types, 'flat'] as const,
};
