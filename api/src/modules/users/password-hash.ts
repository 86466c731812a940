import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2, an ambient const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane); the parameters travel inside each
 * PHC string, so raising them later leaves existing hashes verifiable.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * False for a wrong password and for a stored value that is not an argon2 hash at all (an account
 * without a password, made by OAuth sign-in), which takes as long as a real verification.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (!storedHash.startsWith('$argon2')) return verifyAgainstDummy(password);
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real verification takes, for an address with no account, so the answer's
 * timing does not tell whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}
