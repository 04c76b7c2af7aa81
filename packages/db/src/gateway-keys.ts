import { pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Gateway keys are stored as PBKDF2-SHA512 in Mosquitto's password-file format
 * (`$7$<iterations>$<salt>$<hash>`, base64), so the same column serves the embedded broker and
 * a password file generated for an external Mosquitto. Keys are random device secrets, not
 * human passwords; a short derivation keeps a reconnect storm of a whole fleet cheap.
 */
const iterations = 1_000;
const saltBytes = 12;
const hashBytes = 64;

const derive = (key: string, salt: Buffer, rounds: number) =>
  pbkdf2Sync(key, salt, rounds, hashBytes, 'sha512');

export function hashGatewayKey(key: string): string {
  const salt = randomBytes(saltBytes);
  return `$7$${iterations}$${salt.toString('base64')}$${derive(key, salt, iterations).toString('base64')}`;
}

/** False for a wrong key and for a stored value that is not a `$7$` hash. */
export function verifyGatewayKey(stored: string, key: string): boolean {
  const match = /^\$7\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return false;
  const [, rounds = '0', salt = '', hash = ''] = match;
  const expected = Buffer.from(hash, 'base64');
  const actual = derive(key, Buffer.from(salt, 'base64'), Number(rounds));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
