import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../jobs/index.ts';
import { signInLinks } from './user.schema.ts';

/** How long a sign-in link stays good: it is opened at once, by a redirect or a click. */
export const SIGN_IN_LINK_TTL_MS = 10 * 60_000;

const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Whom a redeemed link signs in. */
export interface SignInLinkHolder {
  userId: number;
  companyId: number;
}

/**
 * One-time sign-in links (`/auth-redirect?code=…`), for whatever may sign a user in without a
 * password: an accepted invitation today, the app centre later. The code is random, only its
 * sha256 is stored, it lapses after a few minutes and works once.
 */
export interface SignInLinks {
  /** A new code for the user, recorded inside the caller's transaction. */
  issue(tx: Executor, holder: SignInLinkHolder & { purpose: string }): Promise<string>;
  /** Uses the code up and answers whom it signs in; null when unknown, used or expired. */
  redeem(code: string): Promise<SignInLinkHolder | null>;
}

export function createSignInLinks(db: Db, now: () => Date = () => new Date()): SignInLinks {
  return {
    async issue(tx, { userId, companyId, purpose }) {
      const code = randomBytes(32).toString('base64url');
      const at = now();
      const runner = tx as Db;
      // The user's spent links go, so the table does not grow with every link.
      await runner
        .delete(signInLinks)
        .where(
          and(
            eq(signInLinks.userId, userId),
            or(isNotNull(signInLinks.usedAt), lt(signInLinks.expiresAt, at)),
          ),
        );
      await runner.insert(signInLinks).values({
        codeHash: hashCode(code),
        userId,
        companyId,
        purpose,
        expiresAt: new Date(at.getTime() + SIGN_IN_LINK_TTL_MS),
      });
      return code;
    },
    async redeem(code) {
      if (!CODE_PATTERN.test(code)) return null;
      const at = now();
      // One statement marks it used and reads it, so two requests racing with one code cannot both win.
      const [row] = await db
        .update(signInLinks)
        .set({ usedAt: at })
        .where(
          and(
            eq(signInLinks.codeHash, hashCode(code)),
            isNull(signInLinks.usedAt),
            gt(signInLinks.expiresAt, at),
          ),
        )
        .returning({ userId: signInLinks.userId, companyId: signInLinks.companyId });
      return row ?? null;
    },
  };
}
