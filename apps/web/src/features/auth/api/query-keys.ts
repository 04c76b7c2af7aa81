/** Every query key of the auth feature, from one factory. */
export const authKeys = {
  siteLook: () => ['site-look'] as const,
  scanLogin: (id: string) => ['scan-login', id] as const,
};
