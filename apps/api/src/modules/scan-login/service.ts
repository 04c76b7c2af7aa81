import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@sunfleet/contract/errors';
import {
  scanLoginLifeSeconds,
  scanRequestsPerAddress,
  type TScanLoginPoll,
  type TScanLoginRequest,
  type TScanLoginState,
  type TScanLoginView,
} from '@sunfleet/contract/scan-login';
import type { TScanLoginRow } from '@sunfleet/db/alarm-schema';
import type { AppContext } from '../../context.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError } from '../../plugins/envelope.ts';
import type { ScanLoginRepository } from './repository.ts';

/** The browser that asks for a scan-code sign-in, as the approving device is shown it. */
export type TScanRequester = { address: string; userAgent: string };

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The state a screen is shown: an unexpired request keeps its own; consumed reads as used. */
function stateOf(row: TScanLoginRow, now: Date): TScanLoginState {
  if (row.state === 'consumed') return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.state;
}

/**
 * Scan-code sign-in (ADR 0034): short-lived (two minutes), single use; the secret that collects
 * the session never leaves the screen that asked, so the link in the QR code carries no token.
 */
export function createScanLoginService(
  context: Pick<AppContext, 'sessions' | 'users'>,
  repository: ScanLoginRepository,
) {
  return {
    /**
     * A new request from a browser; an address that asked `scanRequestsPerAddress` times within a
     * request's life waits (111) until the oldest of them is that old.
     */
    async create(requester: TScanRequester, now = new Date()): Promise<TScanLoginRequest> {
      const lifeMs = scanLoginLifeSeconds * 1000;
      const recent = await repository.fromAddressSince(requester.address, new Date(now.getTime() - lifeMs));
      if (recent.requests >= scanRequestsPerAddress && recent.firstAt) {
        const seconds = Math.max(1, Math.ceil((recent.firstAt.getTime() + lifeMs - now.getTime()) / 1000));
        throw new AppError(ErrorCode.tooManyRequests, { seconds });
      }
      const secret = randomBytes(24).toString('base64url');
      const row = await repository.insert({
        secretHash: hashSecret(secret),
        expiresAt: new Date(now.getTime() + lifeMs),
        // Kept short: it is shown, never parsed for decisions.
        address: requester.address.slice(0, 64),
        userAgent: requester.userAgent.slice(0, 512),
      });
      return { id: row.id, secret, expiresAt: row.expiresAt.toISOString() };
    },

    /** The waiting screen asks; once approved it gets the session, once. Unknown or wrong secret: 3. */
    async poll(id: string, secret: string, now = new Date()): Promise<TScanLoginPoll> {
      const row = await repository.find(id);
      const hash = hashSecret(secret);
      if (!row || !timingSafeEqual(Buffer.from(row.secretHash), Buffer.from(hash))) {
        throw new AppError(ErrorCode.notFound);
      }
      const state = stateOf(row, now);
      if (state !== 'approved') return { state, tokens: null };
      const userId = await repository.consume(id, hash, now);
      const user = userId ? await context.users.findWithCompany(userId) : null;
      if (!user || user.disabled) return { state: 'used', tokens: null };
      return { state: 'approved', tokens: await context.sessions.start(user.id) };
    },

    async view(id: string, now = new Date()): Promise<TScanLoginView> {
      const row = await repository.find(id);
      if (!row) throw new AppError(ErrorCode.notFound);
      return {
        state: stateOf(row, now),
        expiresAt: row.expiresAt.toISOString(),
        requestedAt: row.createdAt.toISOString(),
        address: row.address,
        userAgent: row.userAgent,
      };
    },

    /** The signed-in device confirms or refuses; an expired request answers 6, a decided one 5. */
    async decide(
      caller: TPrincipal,
      id: string,
      approve: boolean,
      now = new Date(),
    ): Promise<TScanLoginView> {
      const row = await repository.find(id);
      if (!row) throw new AppError(ErrorCode.notFound);
      const decided = await repository.decide(id, caller.userId, approve ? 'approved' : 'refused', now);
      if (!decided) {
        throw new AppError(stateOf(row, now) === 'expired' ? ErrorCode.codeExpired : ErrorCode.codeWrong);
      }
      return this.view(id, now);
    },
  };
}
export type ScanLoginService = ReturnType<typeof createScanLoginService>;
