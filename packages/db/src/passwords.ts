import argon2 from 'argon2';

/**
 * The one way passwords are stored: argon2id with the OWASP-recommended cost (19 MiB, 2 passes).
 * Sign-in, sign-up, the seed and the test factories all go through here.
 */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, hashOptions);

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
