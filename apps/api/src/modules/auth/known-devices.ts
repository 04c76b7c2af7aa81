import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Only the token endpoint ever reads it; @fastify/cookie signs it with the server secret. */
const cookieName = 'sunfleet_device';
const cookiePath = '/oauth/token';
const lifeSeconds = 365 * 24 * 3600;

/** The account a cookie was issued to, without writing the account itself into the cookie. */
const accountDigest = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * Known devices (docs/adr/0013-throttles-and-known-devices.md): a browser that signed in to an
 * account with the right password gets a signed, HttpOnly cookie naming a random device id and
 * that account. Sign-in from it is counted against that device only, so failures from a shared
 * address, or against the account from elsewhere, do not lock its owner out.
 */
export const knownDevices = {
  /** The device id the request's cookie vouches for, if it was issued to this account. */
  deviceOf(request: FastifyRequest, account: string): string | undefined {
    const cookie = request.cookies[cookieName];
    if (!cookie) return undefined;
    const { valid, value } = request.unsignCookie(cookie);
    if (!valid || !value) return undefined;
    const [deviceId, digest] = value.split('.');
    return deviceId && digest === accountDigest(account) ? deviceId : undefined;
  },

  /** Marks the browser as a known device of the account it just signed in to. */
  remember(request: FastifyRequest, reply: FastifyReply, account: string, deviceId?: string) {
    const value = `${deviceId ?? randomBytes(16).toString('base64url')}.${accountDigest(account)}`;
    void reply.setCookie(cookieName, value, {
      signed: true,
      path: cookiePath,
      maxAge: lifeSeconds,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
  },
};
