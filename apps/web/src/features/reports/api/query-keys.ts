/** Every query key of the reports feature, from one factory. */
export const reportKeys = {
  all: ['workdata'] as const,
  devices: (plantId: string, period: object) => [...reportKeys.all, 'devices', plantId, period] as const,
  plants: (keyword: string) => [...reportKeys.all, 'plants', keyword] as const,
  params: (plantId: string) => [...reportKeys.all, 'params', plantId] as const,
  paramHistory: (plantId: string, pick: object) =>
    [...reportKeys.all, 'param-history', plantId, pick] as const,
  energy: (plantId: string, period: object) => [...reportKeys.all, 'energy', plantId, period] as const,
};
