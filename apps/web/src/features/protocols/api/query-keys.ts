/**
 * Every query key of the protocols feature, from one factory. `all` is also the list's own key: an
 * edit of one entry invalidates it with `exact` so the open detail keeps the answer it was given.
 */
export const protocolKeys = {
  all: ['protocols'] as const,
  detail: (id: string) => [...protocolKeys.all, id] as const,
  loggerFunctions: () => ['logger-functions'] as const,
};
