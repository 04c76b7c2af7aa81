/** Every query key of the settings feature, from one factory. */
export const settingsKeys = {
  all: ['settings'] as const,
  support: (sn: string) => [...settingsKeys.all, 'support', sn] as const,
  values: (sn: string) => [...settingsKeys.all, 'values', sn] as const,
  inverterChoices: (keyword: string) => [...settingsKeys.all, 'inverter-choices', keyword] as const,
};
