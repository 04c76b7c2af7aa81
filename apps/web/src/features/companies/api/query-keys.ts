import type { TLang } from '@sunfleet/contract/lang';

/**
 * Every query key of the companies feature, from one factory. A staff change invalidates
 * `staff` (every page of the list) and `roles` (their member counts).
 */
export const companyKeys = {
  info: () => ['company-info'] as const,
  agents: () => ['company-agents'] as const,
  roles: () => ['company-roles'] as const,
  grantableTree: (lang: TLang) => ['permission-company', lang] as const,
  staff: () => ['company-staff'] as const,
  staffPage: (query: object) => [...companyKeys.staff(), query] as const,
};
