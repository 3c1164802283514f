import {
  PAY_NOTIFY_PATH,
  PAY_PROVIDERS,
  PAY_SANDBOX_FAIL_PATH,
  PAY_SANDBOX_PATH,
  PAY_SANDBOX_PAY_PATH,
  type PayProvider,
} from '@sitewright/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { MemoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sandboxPayments } from './payment.schema.ts';
import { type SandboxRow, sandboxReport, sandboxState } from './sandbox-driver.ts';
import { renderSandboxPage } from './sandbox-page.ts';

/** Reachable without a session, read no cookie, and are provider or payer events, not operator actions. */
const OPEN = { public: true, cookieless: true, audit: false } as const;

export interface PaymentRoutesOptions {
  /** Requests per client address (the pay page and provider notifications); tests lower it. */
  limiter?: RateLimiter;
  now?: () => Date;
}

const REF_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/** Only an absolute http(s) address leaves as a redirect (it was stored by this server anyway). */
function safeReturnUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The payment core's public routes: the sandbox's pay page with its Pay and Fail buttons, and the
 * platform account's provider notifications. Registered in their own scope: every body is kept raw
 * (signatures cover bytes; the sandbox's forms carry nothing we read).
 */
export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const limiter = options.limiter ?? new MemoryRateLimiter({ max: 120, windowMs: 60_000 });
  const now = options.now ?? (() => new Date());

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('onRequest', async (request) => {
    const count = await limiter.hit(`pay:${request.ip}`);
    if (count > limiter.max) throw new AppError('RATE_LIMITED');
  });

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    ref: string,
    row: SandboxRow | undefined,
  ) => {
    const lang = requestLang(request);
    const page = row
      ? renderSandboxPage(
          {
            lang,
            ref,
            state: sandboxState(row, now()),
            description: row.description,
            amount: row.amount,
            currency: row.currency,
          },
          safeReturnUrl(row.returnUrl)?.origin,
        )
      : renderSandboxPage({ lang, ref, state: 'missing' });
    return reply
      .code(row ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-store')
      .send(page.html);
  };

  const findRow = async (ref: string) => {
    if (!REF_PATTERN.test(ref)) return undefined;
    const [row] = await app.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    return row;
  };

  app.get<{ Params: { ref: string } }>(PAY_SANDBOX_PATH, { config: OPEN }, async (request, reply) => {
    const { ref } = request.params;
    return sendPage(request, reply, ref, await findRow(ref));
  });

  for (const outcome of ['pay', 'fail'] as const) {
    app.post<{ Params: { ref: string } }>(
      outcome === 'pay' ? PAY_SANDBOX_PAY_PATH : PAY_SANDBOX_FAIL_PATH,
      { config: OPEN },
      async (request, reply) => {
        const { ref } = request.params;
        if (!REF_PATTERN.test(ref)) return sendPage(request, reply, ref, undefined);
        const settled = await app.db.transaction(async (tx) => {
          const at = now();
          const [row] = await tx
            .update(sandboxPayments)
            .set({ state: outcome === 'pay' ? 'paid' : 'failed', settledAt: at })
            .where(
              and(
                eq(sandboxPayments.ref, ref),
                eq(sandboxPayments.state, 'pending'),
                gt(sandboxPayments.expiresAt, at),
              ),
            )
            .returning();
          if (!row) return null;
          await app.payments.apply(tx, 'sandbox', `sandbox:${ref}`, sandboxReport(row, at), {
            payAccountId: row.payAccountId,
          });
          return row;
        });
        // Expired, already settled or unknown: the page says which, without buttons.
        if (!settled) return sendPage(request, reply, ref, await findRow(ref));
        const target = safeReturnUrl(settled.returnUrl);
        if (!target) return sendPage(request, reply, ref, settled);
        return reply.code(303).header('location', target.toString()).send();
      },
    );
  }

  app.post<{ Params: { provider: string } }>(PAY_NOTIFY_PATH, { config: OPEN }, async (request, reply) => {
    const platform = app.config.payments.platform.provider;
    const provider = request.params.provider as PayProvider;
    // Only the platform's own provider posts here; websites' accounts are heard on their sites.
    if (!PAY_PROVIDERS.includes(provider) || provider !== platform || provider === 'sandbox') {
      throw new AppError('NOT_FOUND');
    }
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const answer = await app.payments.receive(app.payments.platform(), {
      headers: request.headers,
      rawBody,
      query: request.query as Record<string, string>,
    });
    return reply.code(answer.status).header('content-type', answer.contentType).send(answer.body);
  });
}
