import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The optional ALTCHA proof of work of a form, self-hosted: challenges signed with the server's
 * key, solutions checked with the maintained `altcha-lib`, each solution taken once.
 */

/** How long a proof-of-work challenge may be solved and sent. */
const CHALLENGE_TTL_S = 20 * 60;
/** Two hex bytes: about 65 000 hashes, a fraction of a second in a browser, costly in bulk. */
const CHALLENGE_PREFIX = '0000';
/** Solutions already used, so that one solved challenge cannot carry a flood (kept for the challenge's life). */
const USED_SOLUTIONS_MAX = 100_000;

/** The ALTCHA widget as shipped by its package, served from the site's own host. */
let altchaScript: Buffer | undefined;
export function altchaWidget(): Buffer {
  if (!altchaScript) {
    const main = createRequire(import.meta.url).resolve('altcha');
    altchaScript = readFileSync(join(dirname(main), 'altcha.min.js'));
  }
  return altchaScript;
}

export function createProofOfWork(secret: () => Promise<string>) {
  let key: Promise<string> | undefined;
  const keyOfChallenges = () => {
    key ??= secret();
    return key;
  };
  const usedSolutions = new Map<string, number>();
  return {
    /** A new challenge for a visitor's browser to solve. */
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        keyPrefix: CHALLENGE_PREFIX,
        deriveKey,
        hmacSignatureSecret: await keyOfChallenges(),
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
      });
    },
    /** Whether the widget's answer (base64 JSON of the challenge and its solution) is a valid, unused proof. */
    async verify(payload: string | undefined): Promise<boolean> {
      if (!payload || payload.length > 4000) return false;
      try {
        const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
          challenge?: unknown;
          solution?: unknown;
        };
        if (!decoded.challenge || !decoded.solution) return false;
        const challenge = decoded.challenge as Parameters<typeof verifySolution>[0]['challenge'];
        if (challenge.parameters?.algorithm !== 'SHA-256') return false;
        const result = await verifySolution({
          challenge,
          solution: decoded.solution as Parameters<typeof verifySolution>[0]['solution'],
          deriveKey,
          hmacSignatureSecret: await keyOfChallenges(),
        });
        if (!result.verified || !challenge.signature) return false;
        const now = Date.now();
        if (usedSolutions.has(challenge.signature)) return false;
        if (usedSolutions.size >= USED_SOLUTIONS_MAX) {
          for (const [signature, until] of usedSolutions) if (until < now) usedSolutions.delete(signature);
          if (usedSolutions.size >= USED_SOLUTIONS_MAX) usedSolutions.clear();
        }
        usedSolutions.set(challenge.signature, now + CHALLENGE_TTL_S * 1000);
        return true;
      } catch {
        return false;
      }
    },
  };
}
