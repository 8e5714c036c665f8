// The native binding hashes on libuv's thread pool, so bcrypt's deliberate slowness never blocks the event loop.
import bcrypt from 'bcrypt';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from './constants';
import { AuthError } from './errors';

// Compared against when the e-mail is unknown, so both cases take as long (one per cost).
const dummyHashes = new Map<number, Promise<string>>();

/** Throws GoTrue's errors for a password the server would refuse. */
export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.includes('\u0000')) {
    // The native bcrypt stops at a null character: everything after it would silently not count.
    throw new AuthError(422, 'weak_password', 'Password must not contain null characters', {
      weak_password: { reasons: ['characters'] },
    });
  }
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw new AuthError(422, 'weak_password', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

/** bcrypt is slow on purpose: call it outside any database transaction. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export async function passwordMatches(password: string, hash: string | null | undefined, cost: number): Promise<boolean> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = bcrypt.hash('not-a-real-password', cost);
    dummyHashes.set(cost, dummy);
  }
  const matches = await bcrypt.compare(password, hash ?? (await dummy));
  return matches && Boolean(hash);
}
