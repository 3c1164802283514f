import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Argon2Params } from '../config.ts';

/** Hashes and checks passwords with argon2id (the library's default algorithm). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Checks a password. Without a stored hash it still spends the time of a real check against a
   * throw-away hash, so the answer time does not reveal whether the account exists.
   */
  verify(storedHash: string | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const options = {
    memoryCost: params.memoryCost,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
  };
  let dummy: Promise<string> | undefined;
  const dummyHash = () => {
    dummy ??= hash(randomBytes(16).toString('base64url'), options);
    return dummy;
  };
  return {
    hash: (password) => hash(password, options),
    async verify(storedHash, password) {
      const target = storedHash ?? (await dummyHash());
      try {
        const ok = await verify(target, password);
        return ok && storedHash !== undefined;
      } catch {
        // A malformed stored hash must fail the sign-in, not the server.
        return false;
      }
    },
  };
}

/** A password for the seeded administrator: 24 url-safe characters from 144 random bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
