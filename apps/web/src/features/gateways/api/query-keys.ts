/** Every query key of the gateways feature, from one factory: a change to a gateway invalidates `all`. */
export const gatewayKeys = {
  all: ['gateways'] as const,
  list: (filters: object) => [...gatewayKeys.all, 'list', filters] as const,
  detail: (id: string) => [...gatewayKeys.all, 'detail', id] as const,
  customers: () => [...gatewayKeys.all, 'customers'] as const,
  commands: (gatewaySn: string) => [...gatewayKeys.all, 'commands', gatewaySn] as const,
  protocols: () => [...gatewayKeys.all, 'protocols'] as const,
  readings: (query: object) => [...gatewayKeys.all, 'readings', query] as const,
};
