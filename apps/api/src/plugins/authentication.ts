import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPermission } from '@sunfleet/contract/permissions';
import type { TUserKind } from '@sunfleet/contract/users';
import type { AccessTokens } from '../modules/auth/access-tokens.ts';
import type { Sessions } from '../modules/auth/sessions.ts';
import { grantedPermissions } from '../modules/permissions/granted.ts';
import type { UsersRepository } from '../modules/users/repository.ts';
import { AppError } from './envelope.ts';

/**
 * The signed-in caller: the access token's claims and the user's record, read from the database
 * on every request, so a change made on any process (role, company, disabled) holds at once.
 */
export type TPrincipal = {
  userId: string;
  sessionId: string;
  kind: TUserKind;
  companyId: string | null;
  isCompanyAdmin: boolean;
  readOnly: boolean;
  lang: TLang;
  permissions: ReadonlySet<string>;
};

declare module 'fastify' {
  interface FastifyRequest {
    principal: TPrincipal | null;
  }
  interface FastifyContextConfig {
    /** Who may call a route that needs no particular permission. */
    access?: 'anonymous' | 'signedIn';
    /** The permission a route requires (implies signed in). */
    permission?: TPermission;
    /** A write a read-only user may still make (their own display preferences). */
    allowReadOnly?: boolean;
  }
}

/** The caller of a route that requires sign-in (the authentication hook guarantees one). */
export function principalOf(request: FastifyRequest): TPrincipal {
  if (!request.principal) throw new AppError(ErrorCode.tokenInvalid);
  return request.principal;
}

export const bearerToken = (request: FastifyRequest) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
};

export type AuthenticationOptions = {
  accessTokens: AccessTokens;
  sessions: Pick<Sessions, 'isLive'>;
  users: UsersRepository;
};

/** What the caller's user record says about them; null for a disabled or deleted user. */
type TSignedInUser = Omit<TPrincipal, 'sessionId'> | null;

/**
 * Reads the bearer token and loads the caller. A route that needs a signed-in caller answers
 * HTTP 401 / code 401 when the token is missing, expired, forged, its session has ended (signed
 * out, password changed or reset, refresh token reused: on any process, since the database says
 * so), or its user is disabled. Nothing of the caller is kept between requests (see
 * docs/adr/0010-no-server-read-cache.md).
 */
export default fp<AuthenticationOptions>(
  (app, { accessTokens, sessions, users }, done) => {
    app.decorateRequest('principal', null);

    async function loadUser(userId: string): Promise<TSignedInUser> {
      const user = await users.findWithCompany(userId);
      const signedIn: TSignedInUser =
        user && !user.disabled
          ? {
              userId: user.id,
              kind: user.kind,
              companyId: user.companyId,
              isCompanyAdmin: user.isCompanyAdmin,
              readOnly: user.readOnly,
              lang: user.lang,
              permissions: grantedPermissions(user),
            }
          : null;
      return signedIn;
    }

    async function authenticate(request: FastifyRequest): Promise<TPrincipal | null> {
      const token = bearerToken(request);
      const claims = token ? await accessTokens.verify(token) : null;
      if (!claims) return null;
      // Two indexed lookups side by side: the request waits for the slower, not for both.
      const [user, isLive] = await Promise.all([loadUser(claims.userId), sessions.isLive(claims)]);
      return isLive && user ? { ...user, sessionId: claims.sessionId } : null;
    }

    app.addHook('onRequest', async (request) => {
      const { access, permission } = request.routeOptions.config;
      const needsCaller = permission !== undefined || access === 'signedIn';
      if (!needsCaller && !request.headers.authorization) return;
      request.principal = await authenticate(request);
      if (needsCaller && !request.principal) throw new AppError(ErrorCode.tokenInvalid);
    });
    done();
  },
  { name: 'authentication', dependencies: ['envelope'] },
);
