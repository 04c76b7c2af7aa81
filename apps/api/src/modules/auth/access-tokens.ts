import { jwtVerify, SignJWT } from 'jose';

export type TAccessClaims = {
  userId: string;
  /** The refresh-token family (the sign-in session) the token was issued for. */
  sessionId: string;
};

/** How many verified tokens are remembered (the oldest are forgotten first). */
const rememberedTokens = 10_000;

/** Sessions are refresh-token families, whose ids are UUIDs; anything else names no session. */
const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Short-lived bearer tokens: HS256 JWTs whose `sub` is the user id and `sid` the session. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  /**
   * Checking a signature costs about 0.1 ms. A token that verified once verifies again until it
   * expires, so its claims are remembered until then; forged and expired tokens are never
   * remembered. Whether its session still lives is asked on every request (sessions.isLive).
   */
  const verified = new Map<string, TAccessClaims & { expiresAtMs: number }>();

  async function verifySignature(token: string): Promise<TAccessClaims | null> {
    try {
      // A token without `exp` would never expire: only this server's own tokens, which all carry one, pass.
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
      if (typeof payload.sub !== 'string' || !isSessionId(payload.sid) || payload.exp === undefined)
        return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      if (verified.size >= rememberedTokens) verified.delete(verified.keys().next().value!);
      verified.set(token, { ...claims, expiresAtMs: payload.exp * 1_000 });
      return claims;
    } catch {
      return null;
    }
  }

  return {
    ttlSeconds,
    issue: ({ userId, sessionId }: TAccessClaims) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    /** The claims of a valid token; null when it is forged, expired, without expiry or malformed. */
    verify: async (token: string): Promise<TAccessClaims | null> => {
      const known = verified.get(token);
      if (known === undefined) return verifySignature(token);
      if (known.expiresAtMs > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
      verified.delete(token);
      return null;
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
