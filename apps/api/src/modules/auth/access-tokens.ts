import { jwtVerify, SignJWT } from 'jose';

export type TAccessClaims = {
  userId: string;
  /** The refresh-token family (the sign-in session) the token was issued for. */
  sessionId: string;
};

/** Short-lived bearer tokens: HS256 JWTs whose `sub` is the user id and `sid` the session. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    issue: ({ userId, sessionId }: TAccessClaims) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    /** The claims of a valid token; null when it is forged, expired or malformed. */
    verify: async (token: string): Promise<TAccessClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
