/** Every query key of the versions feature, from one factory: a saved or deleted record invalidates `all`. */
export const versionKeys = {
  all: ['versions'] as const,
  timeline: () => [...versionKeys.all, 'timeline'] as const,
  latest: () => [...versionKeys.all, 'latest'] as const,
};
